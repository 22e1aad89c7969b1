import { casos } from './casos/sesion';
import { registrarCasos } from './contexto';

registrarCasos('sesion', casos);
