import { casos } from './casos/cuentas';
import { registrarCasos } from './contexto';

registrarCasos('cuentas', casos);
