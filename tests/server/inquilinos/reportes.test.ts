import { casos } from './casos/reportes';
import { registrarCasos } from './contexto';

registrarCasos('reportes', casos);
