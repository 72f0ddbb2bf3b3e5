// Latitud y longitud opcionales (cliente y punto de partida del cobrador): mismas reglas y mensajes en los dos.
import { MENSAJES } from '@cartera/dominio';
import { Opcional, campo } from './campos';

const vacia = (valor: unknown) => valor === null || valor === undefined;

/** Latitud y longitud se envían juntas y las dos con valor o las dos vacías. */
export function ambasCoordenadas(objeto: Record<string, unknown>): boolean {
  const { latitud, longitud } = objeto;
  if (latitud === undefined && longitud === undefined) return true;
  if (latitud === undefined || longitud === undefined) return false;
  return vacia(latitud) === vacia(longitud);
}

/** Un número finito con a lo sumo `decimales` decimales. */
const conDecimales = (valor: number, decimales: number) =>
  Number.isFinite(valor) && (String(valor).split('.')[1] ?? '').replace(/e.*/, '').length <= decimales;

/** Una coordenada opcional en grados, de −`maximo` a `maximo` y hasta 6 decimales; '' o null la borran. */
const Coordenada = (maximo: number, mensaje: string, ejemplo: number, description: string) =>
  Opcional(
    campo<number | null>({
      type: 'number',
      example: ejemplo,
      nullable: true,
      description,
      'x-normalizar': 'vacioEsNulo',
      'x-regla': (valor, objeto) => {
        if (typeof valor !== 'number' || !conDecimales(valor, 6) || valor < -maximo || valor > maximo)
          return mensaje;
        return ambasCoordenadas(objeto) ? null : MENSAJES.coordenadasJuntas;
      },
    }),
  );

/** Latitud opcional (−90 a 90, hasta 6 decimales); '' o null la borran. */
export const Latitud = (descripcion = 'Grados (−90 a 90); con longitud o sin ninguna') =>
  Coordenada(90, MENSAJES.latitudInvalida, 4.6486, descripcion);

/** Longitud opcional (−180 a 180, hasta 6 decimales); '' o null la borran. */
export const Longitud = (descripcion = 'Grados (−180 a 180); con latitud o sin ninguna') =>
  Coordenada(180, MENSAJES.longitudInvalida, -74.0621, descripcion);
