// Only when this remote is opened on its own (development). Inside the portal the shell loads ./routes.
import { montarIndependiente } from '@cartera/plataforma/independiente';
import { rutas } from './routes';

montarIndependiente('mfe_prestamos', rutas);
