// Piezas de las pruebas de importación: el multipart de una subida y un libro XLSX escrito con exceljs.
import { sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import type { AppPrueba, Json } from './app-prueba';

export interface ParteMultipart {
  nombre: string;
  valor: string | Buffer;
  archivo?: string;
  tipo?: string;
}

export function multipart(partes: ParteMultipart[]): { cuerpo: Buffer; tipo: string } {
  const limite = `----cartera${Math.random().toString(16).slice(2)}`;
  const trozos: Buffer[] = [];
  for (const parte of partes) {
    const cabecera =
      `--${limite}\r\nContent-Disposition: form-data; name="${parte.nombre}"` +
      (parte.archivo !== undefined
        ? `; filename="${parte.archivo}"\r\nContent-Type: ${parte.tipo ?? 'application/octet-stream'}\r\n\r\n`
        : '\r\n\r\n');
    trozos.push(
      Buffer.from(cabecera),
      Buffer.isBuffer(parte.valor) ? parte.valor : Buffer.from(parte.valor),
      Buffer.from('\r\n'),
    );
  }
  trozos.push(Buffer.from(`--${limite}--\r\n`));
  return { cuerpo: Buffer.concat(trozos), tipo: `multipart/form-data; boundary=${limite}` };
}

/** Un libro con las hojas dadas: la primera fila de cada una son sus encabezados. */
export async function libroXlsx(hojas: Record<string, unknown[][]>): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  for (const [nombre, filas] of Object.entries(hojas)) {
    const hoja = libro.addWorksheet(nombre);
    for (const fila of filas) hoja.addRow(fila);
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** POST /api/importaciones con el archivo (y las columnas, si se dan) y el token dado. */
export async function subirImportacion(
  prueba: AppPrueba,
  token: string,
  archivo: Buffer,
  nombre: string,
  columnas?: Readonly<Record<string, unknown>>,
): Promise<{ status: number; body: Json }> {
  const partes: ParteMultipart[] = [{ nombre: 'archivo', valor: archivo, archivo: nombre }];
  if (columnas) partes.unshift({ nombre: 'columnas', valor: JSON.stringify(columnas) });
  return subirPartes(prueba, '/api/importaciones', token, partes);
}

/** Un POST multipart/form-data a `ruta` con esas partes y el token dado (una subida de archivos). */
export async function subirPartes(
  prueba: AppPrueba,
  ruta: string,
  token: string,
  partes: ParteMultipart[],
): Promise<{ status: number; body: Json }> {
  const { cuerpo, tipo } = multipart(partes);
  const r = await prueba.app.inject({
    method: 'POST',
    url: ruta,
    headers: { authorization: `Bearer ${token}`, 'content-type': tipo },
    payload: cuerpo,
  });
  return { status: r.statusCode, body: r.json() as Json };
}

/**
 * La importación cuando deja de aplicarse (aplicada, fallida o cancelada), tal como la ve la API; hasta dos minutos,
 * mirando cada 200 ms: con la máquina ocupada una aplicación puede tardar.
 */
export async function esperarImportacion(prueba: AppPrueba, id: string): Promise<Json> {
  for (const limite = Date.now() + 120_000; Date.now() < limite; ) {
    const importacion = (await prueba.como('admin').get(`/api/importaciones/${id}`)).body.data;
    if (importacion.estado !== 'aplicando') return importacion;
    await new Promise((listo) => setTimeout(listo, 200));
  }
  throw new Error('La importación no terminó');
}

/** Sube el libro como el admin (201), comprueba que la revisión dé esos `errores` por fila y la devuelve. */
export async function revisarHojas(
  prueba: AppPrueba,
  hojas: Record<string, unknown[][]>,
  nombre: string,
  errores: unknown[],
): Promise<Json> {
  const revision = await subirImportacion(prueba, await prueba.token('admin'), await libroXlsx(hojas), nombre);
  expect(revision.status).toBe(201);
  expect(revision.body.data.errores).toEqual(errores);
  return revision.body.data;
}

/** Sube el libro como el admin y devuelve el id de la importación revisada, que no tiene errores. */
export async function revisarLibro(prueba: AppPrueba, hojas: Record<string, unknown[][]>, nombre: string): Promise<string> {
  return (await revisarHojas(prueba, hojas, nombre, [])).id;
}

/** POST /api/importaciones/:id/aplicar como el admin (201) y la importación cuando termina (`esperarImportacion`). */
export async function aplicarImportacion(prueba: AppPrueba, id: string): Promise<Json> {
  const aplicada = await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`);
  expect(aplicada.status).toBe(201);
  return esperarImportacion(prueba, id);
}

/** Los encabezados de cada hoja de un libro de importación con las columnas que usan las pruebas. */
export const ENCABEZADOS = {
  Cobradores: ['idExterno', 'nombre', 'email'],
  Clientes: ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'cobrador'],
  Prestamos: [
    'idExterno',
    'cliente',
    'cobrador',
    'monto',
    'interes',
    'cuotas',
    'modalidad',
    'tipoAmortizacion',
    'fechaInicio',
    'estado',
    'fechaCorte',
  ],
  Cobros: ['idExterno', 'prestamo', 'fecha', 'monto'],
  Cuotas: ['prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado'],
};

/**
 * El libro de una prueba: las filas de cada hoja bajo sus encabezados de ENCABEZADOS (la primera fila de la hoja), en
 * el orden en que se dan las hojas.
 */
export function libroDePrueba(hojas: Readonly<Record<string, unknown[][]>>): Record<string, unknown[][]> {
  const encabezadosDe = (hoja: string): string[] => {
    const encontrados = Object.entries(ENCABEZADOS).find(([nombre]) => nombre === hoja);
    if (!encontrados) throw new Error(`La hoja ${hoja} no tiene encabezados de prueba`);
    return encontrados[1];
  };
  return Object.fromEntries(Object.entries(hojas).map(([hoja, filas]) => [hoja, [encabezadosDe(hoja), ...filas]]));
}

/** Los encabezados de todas las columnas de cada hoja, con el teléfono y la autorización de datos de los clientes. */
export const ENCABEZADOS_COMPLETOS = {
  Cobradores: ['idExterno', 'nombre', 'email', 'telefono'],
  Clientes: ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'cobrador', 'autorizacionCanal', 'autorizacionFecha'],
  Prestamos: ['idExterno', 'cliente', 'cobrador', 'monto', 'interes', 'cuotas', 'modalidad', 'tipoAmortizacion', 'fechaInicio', 'estado', 'fechaCorte'],
  Cobros: ['idExterno', 'prestamo', 'fecha', 'monto'],
  Cuotas: ['prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado'],
};

/**
 * El libro con la columna `oficina` en la hoja Clientes (docs/decisiones/importacion-oficina.md): la celda de cada
 * cliente por su idExterno (la primera columna); vacía la de los que no están.
 */
export function conOficina(hojas: Record<string, unknown[][]>, oficinas: Readonly<Record<string, string>>): Record<string, unknown[][]> {
  const [encabezados, ...filas] = hojas.Clientes;
  return {
    ...hojas,
    Clientes: [[...encabezados, 'oficina'], ...filas.map((fila) => [...fila, oficinas[String(fila[0])] ?? ''])],
  };
}

/**
 * Dos clientes: uno con un préstamo al día con historia (H-1, un cobro antes del corte) y otro que llega castigado
 * los dos con fecha de corte `corte`.
 */
export function carteraConCastigado(corte: string): Record<string, unknown[][]> {
  const dia = (dias: number) => sumarDias(corte, dias);
  return libroDePrueba({
    Clientes: [
      ['C-1', '00112345678', 'Ana Gómez', '3001234567', 'Calle 1', 'Bogotá', ''],
      ['C-2', '00212345678', 'Luis Mora', '3109876543', 'Carrera 2', 'Cali', ''],
    ],
    Prestamos: [
      ['H-1', 'C-1', '', 1000000, 20, 4, 'mensual', 'amortizable', dia(-90), 'activo', corte],
      ['X-1', 'C-2', '', 700000, 10, 1, 'mensual', 'amortizable', dia(-120), 'castigado', corte],
    ],
    Cobros: [['R-1', 'H-1', dia(-60), 300000]],
  });
}

/** El id en Cartera del préstamo importado con `idExterno` (importacion_ids). */
export async function prestamoImportado(prueba: AppPrueba, idExterno: string): Promise<string> {
  const [fila] = await prueba.dataSource.query(
    `SELECT id_cartera FROM importacion_ids WHERE hoja = 'Prestamos' AND id_externo = $1`,
    [idExterno],
  );
  return fila.id_cartera;
}
