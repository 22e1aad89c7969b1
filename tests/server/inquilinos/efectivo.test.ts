import { casos } from './casos/efectivo';
import { registrarCasos } from './contexto';

registrarCasos('efectivo', casos);
