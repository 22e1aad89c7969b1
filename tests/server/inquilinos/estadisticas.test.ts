import { casos } from './casos/estadisticas';
import { registrarCasos } from './contexto';

registrarCasos('estadisticas', casos);
