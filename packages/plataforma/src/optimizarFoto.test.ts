import { LIMITES, MENSAJES } from '@cartera/dominio';
import { ErrorFoto, MENSAJE_NO_ES_IMAGEN, bytesDeDataUrl, medidasReducidas, optimizarFoto, type Codificador } from './optimizarFoto';

/** A File that reports `bytes` of size without allocating them. */
function archivo(bytes: number, tipo = 'image/jpeg'): File {
  const file = new File(['x'], 'foto.jpg', { type: tipo });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const dataUrlDe = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('optimizarFoto', () => {
  it('reduce a 800 px por el lado mayor, conservando la proporción; las pequeñas quedan igual', () => {
    expect(medidasReducidas(1600, 1200)).toEqual({ ancho: 800, alto: 600 });
    expect(medidasReducidas(1000, 3000)).toEqual({ ancho: 267, alto: 800 });
    expect(medidasReducidas(640, 480)).toEqual({ ancho: 640, alto: 480 });
  });

  it('rechaza más de 5 MB con "La imagen es demasiado grande (>5MB)" sin intentar leerla', async () => {
    const codificar = jest.fn<ReturnType<Codificador>, Parameters<Codificador>>();
    await expect(optimizarFoto(archivo(LIMITES.fotoMaxEntrada + 1), codificar)).rejects.toEqual(new ErrorFoto(MENSAJES.imagenGrande));
    expect(codificar).not.toHaveBeenCalled();
  });

  it('pide JPEG calidad 0.85 a 800 px y rechaza el resultado si sigue pasando de 2 MB', async () => {
    const codificar = jest.fn<ReturnType<Codificador>, Parameters<Codificador>>().mockResolvedValue(dataUrlDe(LIMITES.fotoMaxSalida + 1));
    await expect(optimizarFoto(archivo(LIMITES.fotoMaxEntrada), codificar)).rejects.toThrow(MENSAJES.imagenGrandeOptimizada);
    expect(codificar).toHaveBeenCalledWith(expect.any(File), 800, 0.85);
  });

  it('devuelve la imagen optimizada cuando cabe en 2 MB', async () => {
    const optimizada = dataUrlDe(LIMITES.fotoMaxSalida);
    await expect(optimizarFoto(archivo(3 * 1024 * 1024), async () => optimizada)).resolves.toBe(optimizada);
    expect(bytesDeDataUrl(optimizada)).toBe(LIMITES.fotoMaxSalida);
  });

  it('rechaza lo que no es una imagen', async () => {
    await expect(optimizarFoto(archivo(10, 'application/pdf'), async () => '')).rejects.toThrow(MENSAJE_NO_ES_IMAGEN);
  });
});
