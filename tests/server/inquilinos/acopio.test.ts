import { casos } from './casos/acopio';
import { registrarCasos } from './contexto';

registrarCasos('acopio', casos);
