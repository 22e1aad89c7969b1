import { casos } from './casos/tableros';
import { registrarCasos } from './contexto';

registrarCasos('tableros', casos);
