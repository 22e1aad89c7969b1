import { casos } from './casos/catalogos';
import { registrarCasos } from './contexto';

registrarCasos('catalogos', casos);
