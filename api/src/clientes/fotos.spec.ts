import { LIMITES } from '@cartera/dominio';
import { MENSAJES_FOTO, aDataUrl, leerFoto, marcaFoto } from './fotos';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const dataUrl = (mime: string, datos: Buffer) => `data:${mime};base64,${datos.toString('base64')}`;

describe('fotos de clientes', () => {
  it('lee JPEG (también image/jpg), PNG y WEBP y vuelve al mismo data URL', () => {
    const jpeg = leerFoto(dataUrl('image/jpg', JPEG));
    expect(jpeg).toEqual({ mime: 'image/jpeg', datos: JPEG });
    const webp = leerFoto(dataUrl('image/webp', WEBP));
    expect('error' in webp ? null : aDataUrl(webp.mime, webp.datos)).toBe(dataUrl('image/webp', WEBP));
  });

  it('rechaza tipos no admitidos, base64 roto y bytes que no son del tipo declarado', () => {
    for (const valor of [dataUrl('image/gif', JPEG), 'data:image/png;base64,abc', dataUrl('image/png', JPEG), 42, null]) {
      expect(leerFoto(valor)).toEqual({ error: MENSAJES_FOTO.formato });
    }
  });

  it('mide el tamaño decodificado: 2 MB justos pasan, un byte más no', () => {
    const justa = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(LIMITES.fotoMaxSalida - 4)]);
    expect('error' in leerFoto(dataUrl('image/jpeg', justa))).toBe(false);
    const grande = Buffer.concat([justa, Buffer.alloc(1)]);
    expect(leerFoto(dataUrl('image/jpeg', grande))).toEqual({ error: MENSAJES_FOTO.grande });
  });

  it('la auditoría guarda una marca, nunca los bytes', () => {
    expect(marcaFoto({ mime: 'image/jpeg', datos: JPEG })).toBe('[foto image/jpeg, 7 bytes]');
    expect(marcaFoto(null)).toBeNull();
  });
});
