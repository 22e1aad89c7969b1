import { casos } from './casos/vinculos';
import { registrarCasos } from './contexto';

registrarCasos('vinculos', casos);
