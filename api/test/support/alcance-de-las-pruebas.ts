// El código de las pruebas de la API (los datos que arma, lo que lee para comprobar) trabaja como la organización: con
// todas las oficinas, como los trabajos de fondo (docs/decisiones/rol-de-la-api-y-alcance.md). Sin esto, lo que una
// prueba escribe o lee con `prueba.dataSource` (el rol de la API) no vería ninguna fila acotada por oficina. Las
// peticiones a la aplicación no lo heredan: cada una corre con el alcance de su sesión (o sin ninguno, si es pública),
// y una prueba que necesita otro lo dice con conAlcance.
import { fijarAlcanceDeLasPruebas, TODAS } from '../../src/database/alcance';

fijarAlcanceDeLasPruebas(TODAS);
