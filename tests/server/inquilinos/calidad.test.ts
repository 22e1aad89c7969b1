import { casos } from './casos/calidad';
import { registrarCasos } from './contexto';

registrarCasos('calidad', casos);
