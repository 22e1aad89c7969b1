import { casos } from './casos/parcelas';
import { registrarCasos } from './contexto';

registrarCasos('parcelas', casos);
