// '@cartera/plataforma/independiente': the page of a remote opened on its own (development), with its own sign-in;
// inside the portal the shell never loads it.
export { AplicacionIndependiente } from './AplicacionIndependiente';
export { montarIndependiente } from './montarIndependiente';
