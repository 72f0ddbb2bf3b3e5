// El exporte del diario que el contador importa tal cual (docs/decisiones/exporte-contable.md): el diario de un mes de
// la demostración, exportado en los archivos de importación de Siigo y de World Office y leído de vuelta con un lector
// escrito aquí desde la disposición documentada (no con el código del exporte), da el mismo balance de prueba que
// GET /api/contabilidad/balance-prueba. Y cada línea con tercero lleva su documento: la cédula del cobrador y el NIT
// del proveedor de un egreso de la oficina; encabezados primero, sin totales entre los datos; ISO o es-CO; cuentas
// de Cartera, del PUC comercial o del CUIF.
import { COLUMNAS_DIARIO_CONTADOR, hoyBogota } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { filasCsv } from './support/csv';

/**
 * El diario de un mes de la demostración, leído y exportado varias veces: más que el tiempo por defecto (el de cada
 * prueba y gancho, no el del registro: el archivo corre en un grupo).
 */
const LIMITE_MS = 180_000;

type Movimientos = Map<string, { debitos: number; creditos: number }>;

const centavos = (valor: unknown): number => Math.round(Number(valor) * 100);

function sumar(movimientos: Movimientos, cuenta: string, debito: number, credito: number): void {
  const actual = movimientos.get(cuenta) ?? { debitos: 0, creditos: 0 };
  movimientos.set(cuenta, { debitos: actual.debitos + debito, creditos: actual.creditos + credito });
}

/** Las filas de la primera hoja como objetos por encabezado (la fila 1 son los encabezados). */
async function leerHoja(archivo: Buffer): Promise<Array<Record<string, unknown>>> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(archivo as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  const encabezados = (hoja.getRow(1).values as unknown[]).slice(1).map(String);
  const filas: Array<Record<string, unknown>> = [];
  hoja.eachRow((fila, numero) => {
    if (numero === 1) return;
    const valores = (fila.values as unknown[]).slice(1);
    filas.push(Object.fromEntries(encabezados.map((e, i) => [e, valores[i] ?? null])));
  });
  return filas;
}

/** Una línea del diario como la lee el lector de un formato: su comprobante, su fecha (ISO), su cuenta y sus valores. */
interface LineaLeida {
  comprobante: string;
  fecha: string;
  cuenta: string;
  debito: number;
  credito: number;
}

/**
 * Las líneas leídas de un archivo, sumadas por cuenta: cada una cae en el mes exportado y cada comprobante cuadra
 * (sus débitos son sus créditos).
 */
function sumarLineas(lineas: LineaLeida[], desde: string, hasta: string): Movimientos {
  const movimientos: Movimientos = new Map();
  const cuadre = new Map<string, number>();
  for (const { comprobante, fecha, cuenta, debito, credito } of lineas) {
    expect(fecha >= desde && fecha <= hasta).toBe(true);
    sumar(movimientos, cuenta, debito, credito);
    cuadre.set(comprobante, (cuadre.get(comprobante) ?? 0) + debito - credito);
  }
  for (const [comprobante, diferencia] of cuadre) expect({ comprobante, diferencia }).toEqual({ comprobante, diferencia: 0 });
  return movimientos;
}

/**
 * Lector del modelo básico de movimiento contable de Siigo: cada fila una secuencia con su cuenta, su naturaleza
 * (D o C) y su valor; el comprobante es tipo + código + número, y su fecha año, mes y día.
 */
function lineaSiigo(fila: Record<string, unknown>): LineaLeida {
  const tipo = String(fila['TIPO DE COMPROBANTE (OBLIGATORIO)']);
  expect(['R', 'G', 'L']).toContain(tipo);
  const naturaleza = fila['DÉBITO O CRÉDITO (OBLIGATORIO)'];
  if (naturaleza !== 'D' && naturaleza !== 'C') throw new Error(`Naturaleza desconocida: ${String(naturaleza)}`);
  const valor = centavos(fila['VALOR DE LA SECUENCIA (OBLIGATORIO)']);
  expect(valor).toBeGreaterThan(0);
  return {
    comprobante: `${tipo}-${fila['CÓDIGO COMPROBANTE (OBLIGATORIO)']}-${fila['NÚMERO DE DOCUMENTO']}`,
    fecha: [
      String(fila['AÑO DEL DOCUMENTO']),
      String(fila['MES DEL DOCUMENTO']).padStart(2, '0'),
      String(fila['DÍA DEL DOCUMENTO']).padStart(2, '0'),
    ].join('-'),
    cuenta: String(fila['CUENTA CONTABLE (OBLIGATORIO)']),
    debito: naturaleza === 'D' ? valor : 0,
    credito: naturaleza === 'C' ? valor : 0,
  };
}

/**
 * Lector de la plantilla de documentos contables de World Office: cada fila repite el encabezado del documento
 * (tipo, número, fecha dd/mm/aaaa, tercero) y trae una línea del detalle (cuenta, tercero, débito, crédito).
 */
function lineaWorldOffice(fila: Record<string, unknown>): LineaLeida {
  const tipo = String(fila['Encab: Tipo Documento']);
  expect(['RC', 'CE', 'NC']).toContain(tipo);
  const [dia, mes, anio] = String(fila['Encab: Fecha']).split('/');
  const debito = centavos(fila['Detalle Con: Débito'] ?? 0);
  const credito = centavos(fila['Detalle Con: Crédito'] ?? 0);
  expect((debito > 0) !== (credito > 0)).toBe(true);
  return {
    comprobante: `${tipo}-${fila['Encab: Documento Número']}`,
    fecha: `${anio}-${mes}-${dia}`,
    cuenta: String(fila['Detalle Con: IdCuentaContable']),
    debito,
    credito,
  };
}

/** El balance de prueba de la API como débitos y créditos por cuenta (las que se movieron). */
function movimientosDelBalance(balance: Json): Movimientos {
  const movimientos: Movimientos = new Map();
  for (const cuenta of balance.cuentas as Json[]) {
    if (cuenta.debitos === 0 && cuenta.creditos === 0) continue;
    movimientos.set(String(cuenta.codigo), { debitos: centavos(cuenta.debitos), creditos: centavos(cuenta.creditos) });
  }
  return movimientos;
}

const ordenado = (m: Movimientos) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('exporte del diario para el programa contable', () => {
  let prueba: AppPrueba;
  let mes: { desde: string; hasta: string };

  async function descargar(ruta: string): Promise<{ status: number; cuerpo: Buffer; tipo: string }> {
    const r = await prueba.app.inject({
      method: 'GET',
      url: ruta,
      headers: { authorization: `Bearer ${await prueba.token('admin')}` },
    });
    return { status: r.statusCode, cuerpo: r.rawPayload, tipo: String(r.headers['content-type']) };
  }

  /** La primera oficina de la demostración (tiene dos: el administrador elige la de un movimiento de caja). */
  const primeraOficina = async (): Promise<string> => (await prueba.como('admin').get('/api/oficinas')).body.data[0]._id;

  beforeAll(async () => {
    prueba = await crearAppPrueba({ conDemo: true });
    // El mes de la demostración con más líneas en el diario.
    const [fila]: Array<{ mes: string }> = await prueba.dataSource.query(
      `SELECT to_char(fecha, 'YYYY-MM') AS mes FROM contabilidad_lineas GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const [anio, numero] = fila.mes.split('-').map(Number);
    const ultimo = new Date(Date.UTC(anio, numero, 0)).getUTCDate();
    mes = { desde: `${fila.mes}-01`, hasta: `${fila.mes}-${String(ultimo).padStart(2, '0')}` };
  }, 180_000);
  afterAll(async () => {
    await prueba?.cerrar();
  }, LIMITE_MS);

  it('el diario de un mes exportado para Siigo y para World Office, leído como sus archivos de importación, da el balance de prueba', async () => {
    const balance = await prueba.como('admin').get(`/api/contabilidad/balance-prueba?desde=${mes.desde}&hasta=${mes.hasta}`);
    expect(balance.status).toBe(200);
    const esperado = ordenado(movimientosDelBalance(balance.body.data));
    expect(esperado.length).toBeGreaterThan(5);

    const siigo = await descargar(`/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=siigo`);
    expect(siigo.status).toBe(200);
    expect(siigo.tipo).toContain('spreadsheetml');
    expect(ordenado(sumarLineas((await leerHoja(siigo.cuerpo)).map(lineaSiigo), mes.desde, mes.hasta))).toEqual(esperado);

    const wo = await descargar(`/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=worldoffice`);
    expect(wo.status).toBe(200);
    expect(ordenado(sumarLineas((await leerHoja(wo.cuerpo)).map(lineaWorldOffice), mes.desde, mes.hasta))).toEqual(esperado);
  }, LIMITE_MS);

  it('CSV y XLSX: encabezados en la primera fila, una fila por línea sin totales, tipo de comprobante en cada línea; es-CO a pedido', async () => {
    const [{ lineas }]: Array<{ lineas: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS lineas FROM contabilidad_lineas WHERE fecha BETWEEN $1 AND $2`,
      [mes.desde, mes.hasta],
    );
    const balance = (await prueba.como('admin').get(`/api/contabilidad/balance-prueba?desde=${mes.desde}&hasta=${mes.hasta}`))
      .body.data;

    const iso = await descargar(`/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=csv`);
    const filasIso = filasCsv(iso.cuerpo.toString('utf8'));
    // Las columnas declaradas una vez en dominio (sus palabras, en libro-mayor-estados.e2e-spec.ts).
    expect(filasIso[0]).toEqual([...COLUMNAS_DIARIO_CONTADOR]);
    const datosIso = filasIso.slice(1);
    expect(datosIso).toHaveLength(lineas);
    for (const fila of datosIso) {
      expect(fila[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['RC', 'CE', 'NC']).toContain(fila[1]);
      expect(fila[3]).toMatch(/^\d+$/);
      expect(fila[9]).toMatch(/^\d+\.\d{2}$/);
      expect(fila[10]).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(datosIso.map((f) => f[1]))).toEqual(new Set(['RC', 'CE', 'NC']));
    const debitos = datosIso.reduce((t, f) => t + centavos(f[9]), 0);
    expect(debitos).toBe(centavos(balance.totalDebitos));

    const esCo = await descargar(
      `/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=csv&regional=es-CO`,
    );
    const datosEsCo = filasCsv(esCo.cuerpo.toString('utf8')).slice(1);
    expect(datosEsCo).toHaveLength(lineas);
    datosEsCo.forEach((fila, i) => {
      const [anio, mesIso, dia] = datosIso[i][0].split('-');
      expect(fila[0]).toBe(`${dia}/${mesIso}/${anio}`);
      expect(fila[9]).toBe(datosIso[i][9].replace('.', ','));
      expect(fila[10]).toBe(datosIso[i][10].replace('.', ','));
    });

    const xlsx = await descargar(`/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=xlsx`);
    const filasXlsx = await leerHoja(xlsx.cuerpo);
    expect(Object.keys(filasXlsx[0])[0]).toBe('Fecha');
    expect(filasXlsx).toHaveLength(lineas);
    expect(filasXlsx.some((f) => Object.values(f).includes('Totales'))).toBe(false);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.cuerpo as unknown as ArrayBuffer);
    expect(libro.getWorksheet('Totales')?.getRow(2).getCell(4).value).toBe(balance.totalDebitos);
  }, LIMITE_MS);

  it('cada línea con tercero lleva su documento: el cobrador con su cédula y el egreso de la oficina con el NIT del proveedor', async () => {
    const hoy = hoyBogota();
    const cobradores: Json[] = (await prueba.como('admin').get('/api/cobradores?limit=100')).body.data.data;
    const cedulas = new Map<string, string>();
    cobradores.forEach((c, i) => cedulas.set(c.nombre, `0011234567${i}`));
    for (const c of cobradores) {
      const r = await prueba.como('admin').put(`/api/cobradores/${c._id}`, { cedula: cedulas.get(c.nombre) });
      expect(r.status).toBe(200);
      expect(r.body.data.cedula).toBe(cedulas.get(c.nombre));
    }
    const egreso = await prueba.como('admin').post('/api/flujo-caja/movimientos', {
      // La demostración tiene dos oficinas: el administrador dice la del movimiento (libros-por-oficina.md).
      oficina: await primeraOficina(),
      fecha: hoy,
      tipo: 'egreso',
      categoria: 'gastos',
      concepto: 'Resmas de papel',
      monto: 45_000,
      proveedorNombre: 'Papelería El Centro',
      proveedorNit: '890.903.938-8',
    });
    expect(egreso.status).toBe(201);
    expect(egreso.body.data.proveedor).toEqual({ nombre: 'Papelería El Centro', nit: '890903938-8' });

    // Un cobro del cobrador 1 y su entrega: las líneas de su subcuenta de efectivo llevan al cobrador como tercero.
    const cobrador1 = await prueba.cuenta('cobrador1');
    const [prestamo]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT p.id FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
       WHERE c.cobrador_id = $1 AND p.estado IN ('activo', 'mora') ORDER BY p.created_at LIMIT 1`,
      [cobrador1.id],
    );
    const cobro = await prueba.como('cobrador1').post('/api/cobros', { prestamo: prestamo.id, monto: 1_000, fecha: hoy });
    expect(cobro.status).toBe(201);
    const entrega = await prueba.como('cobrador1').post('/api/caja/entregas', { montoEntregado: 1_000 });
    expect(entrega.status).toBe(201);
    const confirmada = await prueba.como('admin').patch(`/api/caja/entregas/${entrega.body.data._id}/confirmar`, {});
    expect(confirmada.status).toBe(200);

    const nombresCobradores = new Set(cobradores.map((c) => c.nombre as string));
    for (const rango of [mes, { desde: hoy, hasta: hoy }]) {
      const csv = await descargar(`/api/contabilidad/diario/exporte?desde=${rango.desde}&hasta=${rango.hasta}&formato=csv`);
      const filas = filasCsv(csv.cuerpo.toString('utf8')).slice(1);
      expect(filas.some((f) => f[6].startsWith('COB-'))).toBe(false);
      // Todo tercero nombrado lleva tipo y número de documento; un cobrador, su cédula.
      for (const f of filas) {
        if (!f[8]) continue;
        expect([f[5], f[6]]).toEqual([expect.stringMatching(/^(CC|NIT)$/), expect.stringMatching(/^\d+$/)]);
        if (nombresCobradores.has(f[8])) expect([f[5], f[6]]).toEqual(['CC', cedulas.get(f[8])]);
      }
      // Los gastos generales de la oficina (519595): cada uno con el NIT de su proveedor y su dígito.
      const gastos = filas.filter((f) => f[3] === '519595');
      expect(gastos.length).toBeGreaterThan(0);
      for (const f of gastos) expect([f[5], f[6], f[7]]).toEqual(['NIT', expect.stringMatching(/^\d{9}$/), expect.stringMatching(/^\d$/)]);
    }
    const deEntrega = filasCsv(
      (await descargar(`/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`)).cuerpo.toString('utf8'),
    )
      .slice(1)
      .filter((f) => f[3].startsWith('110510') && f[3].length > 6);
    expect(deEntrega.length).toBeGreaterThan(0);
    for (const f of deEntrega) expect(f[6]).toMatch(/^\d{11}$/);
    const hoyCsv = filasCsv(
      (await descargar(`/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`)).cuerpo.toString('utf8'),
    ).slice(1);
    const delGasto = hoyCsv.filter((f) => f[11].includes('Resmas de papel'));
    expect(delGasto.map((f) => [f[1], f[3], f[5], f[6], f[7], f[8], f[9], f[10]])).toEqual([
      ['CE', '519595', 'NIT', '890903938', '8', 'Papelería El Centro', '45000.00', '0.00'],
      ['CE', '110505', 'NIT', '890903938', '8', 'Papelería El Centro', '0.00', '45000.00'],
    ]);
  }, LIMITE_MS);

  it('un proveedor mal escrito, en un ingreso o a medias, y una cédula fuera de un cobrador reciben un 400 en español y nada cambia', async () => {
    const hoy = hoyBogota();
    const contar = async () =>
      (await prueba.dataSource.query(`SELECT count(*)::int AS n, count(cedula)::int AS c FROM usuarios`))[0] as Json;
    const [{ movimientos }] = await prueba.dataSource.query(`SELECT count(*)::int AS movimientos FROM movimientos_caja`);
    const antes = await contar();
    const oficina = await primeraOficina();
    const base = { oficina, fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto: 'Aseo', monto: 10_000 };
    const casos: Array<[Json, string, RegExp]> = [
      [{ ...base, proveedorNombre: 'Aseo Total', proveedorNit: '890903938-7' }, 'proveedorNit', /dígito de verificación no corresponde/],
      [{ ...base, proveedorNombre: 'Aseo Total', proveedorNit: '890903938' }, 'proveedorNit', /guion/],
      [{ ...base, proveedorNombre: 'Aseo Total' }, 'proveedorNit', /NIT del proveedor/],
      [{ ...base, proveedorNit: '890903938-8' }, 'proveedorNombre', /nombre del proveedor/],
      [{ ...base, tipo: 'ingreso', categoria: 'otros', proveedorNombre: 'Aseo Total', proveedorNit: '890903938-8' }, 'proveedorNombre', /Sólo un egreso/],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await prueba.como('admin').post('/api/flujo-caja/movimientos', cuerpo);
      expect({ cuerpo, status: r.status }).toEqual({ cuerpo, status: 400 });
      expect(JSON.stringify(r.body.errors?.[campo] ?? r.body)).toMatch(mensaje);
    }
    expect((await prueba.dataSource.query(`SELECT count(*)::int AS movimientos FROM movimientos_caja`))[0].movimientos).toBe(
      movimientos,
    );

    const gerente = await prueba.cuenta('gerente');
    const r = await prueba.como('admin').put(`/api/usuarios/${gerente.id}`, { cedula: '00112345678' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/Sólo un cobrador lleva cédula/);
    const cobrador = await prueba.cuenta('cobrador1');
    const mala = await prueba.como('admin').put(`/api/cobradores/${cobrador.id}`, { cedula: '12' });
    expect(mala.status).toBe(400);
    expect(JSON.stringify(mala.body)).toMatch(/cédula/i);
    expect(await contar()).toEqual(antes);
  }, LIMITE_MS);

  it('las cuentas salen con los códigos de Cartera, del PUC comercial o del CUIF, y el administrador cambia la equivalencia', async () => {
    const lista = await prueba.como('gerente').get('/api/contabilidad/equivalencias');
    expect(lista.status).toBe(200);
    const porCodigo = new Map((lista.body.data as Json[]).map((e) => [e.codigo, e]));
    expect(porCodigo.get('140505')).toMatchObject({ puc: { codigo: '130505' }, cuif: { codigo: '141105' } });
    expect(porCodigo.get('519530')).toMatchObject({ puc: { codigo: '519595' } });
    expect([...porCodigo.keys()].some((c) => c.length > 6)).toBe(false);

    const codigosDe = async (cuentas: string) =>
      new Set(
        filasCsv(
          (
            await descargar(`/api/contabilidad/diario/exporte?desde=${mes.desde}&hasta=${mes.hasta}&formato=csv&cuentas=${cuentas}`)
          ).cuerpo.toString('utf8'),
        )
          .slice(1)
          .map((f) => f[3]),
      );
    const cartera = await codigosDe('cartera');
    expect(cartera.has('140505')).toBe(true);
    const puc = await codigosDe('puc');
    expect(puc.has('140505')).toBe(false);
    expect(puc.has('130505')).toBe(true);
    // Las subcuentas de los cobradores salen con la equivalencia de su cuenta mayor (cajas menores).
    expect([...puc].some((c) => c.startsWith('110510') && c.length > 6)).toBe(false);
    expect(puc.has('110510')).toBe(true);

    const gastos = porCodigo.get('519530') as Json;
    const cambio = { codigoPuc: '519545', nombrePuc: 'Diversos — taxis y buses', codigoCuif: '519095', nombreCuif: 'Otros' };
    expect((await prueba.como('gerente').put(`/api/contabilidad/equivalencias/${gastos.id}`, cambio)).status).toBe(403);
    const malo = await prueba.como('admin').put(`/api/contabilidad/equivalencias/${gastos.id}`, { ...cambio, codigoPuc: '51-95' });
    expect(malo.status).toBe(400);
    expect(JSON.stringify(malo.body)).toMatch(/numérico/);
    const bien = await prueba.como('admin').put(`/api/contabilidad/equivalencias/${gastos.id}`, cambio);
    expect(bien.status).toBe(200);
    expect(bien.body.data).toMatchObject({ codigo: '519530', puc: { codigo: '519545', nombre: 'Diversos — taxis y buses' } });
    const [{ n }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM auditoria WHERE accion = 'Actualizar equivalencia de cuenta'`,
    );
    expect(n).toBe(1);
  }, LIMITE_MS);

  it('un exporte mal pedido recibe un 400 en español', async () => {
    const casos: Array<[string, RegExp]> = [
      ['formato=pdf', /siigo, worldoffice/],
      ['formato=csv&cuentas=niif', /cartera, puc, cuif/],
      ['formato=csv&regional=en-US', /iso o es-CO/],
    ];
    for (const [consulta, mensaje] of casos) {
      const r = await prueba.como('admin').get(`/api/contabilidad/diario/exporte?desde=${mes.desde}&${consulta}`);
      expect({ consulta, status: r.status }).toEqual({ consulta, status: 400 });
      expect(JSON.stringify(r.body)).toMatch(mensaje);
    }
  }, LIMITE_MS);
});
