import { MENSAJES_ARCHIVO } from '@cartera/dominio';
import { detectarTipo, limpiarNombreArchivo, nombreAscii } from './documentos.rules';

const bytes = (...partes: Array<string | number[]>) =>
  Uint8Array.from(partes.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('detectarTipo', () => {
  it('reconoce PDF, JPEG, PNG y WebP por sus primeros bytes', () => {
    expect(detectarTipo(bytes('%PDF-1.4\n'))).toEqual({ mime: 'application/pdf' });
    expect(detectarTipo(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ mime: 'image/jpeg' });
    expect(detectarTipo(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ mime: 'image/png' });
    expect(detectarTipo(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({ mime: 'image/webp' });
  });

  it('rechaza HEIC con un mensaje propio', () => {
    expect(detectarTipo(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toEqual({ error: MENSAJES_ARCHIVO.heic });
    expect(detectarTipo(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toEqual({ error: MENSAJES_ARCHIVO.heic });
  });

  it('rechaza lo demás, aunque se parezca (RIFF sin WEBP, texto, vacío)', () => {
    expect(detectarTipo(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toEqual({ error: MENSAJES_ARCHIVO.tipoNoPermitido });
    expect(detectarTipo(bytes('<html>%PDF-'))).toEqual({ error: MENSAJES_ARCHIVO.tipoNoPermitido });
    expect(detectarTipo(bytes([0x89, 0x50, 0x4e]))).toEqual({ error: MENSAJES_ARCHIVO.tipoNoPermitido });
    expect(detectarTipo(new Uint8Array())).toEqual({ error: MENSAJES_ARCHIVO.vacio });
  });
});

describe('nombres de archivo', () => {
  it('quita rutas y caracteres de control', () => {
    expect(limpiarNombreArchivo('C:\\fotos\\..\\moto.jpg')).toBe('moto.jpg');
    expect(limpiarNombreArchivo('../../etc/pass\u0000wd')).toBe('passwd');
    expect(limpiarNombreArchivo('   ')).toBe('');
  });

  it('da una versión ASCII para filename=', () => {
    expect(nombreAscii('Escritura café "ñ".pdf')).toBe('Escritura cafe _n_.pdf');
    expect(nombreAscii('')).toBe('documento');
  });
});
