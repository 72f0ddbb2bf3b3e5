import { useState } from 'react';
import type { ArchivoDescargado } from './descargas';
import { guardarArchivo } from './descargas';
import { mensajeDeError } from './http';
import { toast } from './toasts';

export interface Descarga<K> {
  /** The download on its way (its button's spinner), or null. */
  descargando: K | null;
  /** Gets the file (`descargarArchivo`) and hands it to the browser with the name the server gave it. */
  descargar: (clave: K, obtener: () => Promise<ArchivoDescargado>) => Promise<void>;
}

/** A screen's downloads, one at a time: which one is on its way, and a toast when the file could not be made. */
export function useDescarga<K = string>(mensajeError: string): Descarga<K> {
  const [descargando, setDescargando] = useState<K | null>(null);
  const descargar = async (clave: K, obtener: () => Promise<ArchivoDescargado>) => {
    setDescargando(clave);
    try {
      const archivo = await obtener();
      guardarArchivo(archivo.blob, archivo.nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, mensajeError));
    } finally {
      setDescargando(null);
    }
  };
  return { descargando, descargar };
}
