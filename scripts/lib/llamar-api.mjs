// La API de Cartera desde los scripts que la cargan (el simulacro de alta disponibilidad, bench/topologia.mjs): una
// llamada con su token, su cuerpo en JSON y, si es una escritura sin `Idempotency-Key` en `cabeceras`, una nueva (las
// de dinero la exigen); y los préstamos que reciben la carga. Un fallo de red no lanza: responde { status: 0 } con su
// código, para que quien llama lo reintente con la misma clave como un 502.
import { randomUUID } from 'node:crypto';

export async function llamar(base, token, metodo, ruta, cuerpo, cabeceras = {}) {
  try {
    const r = await fetch(`${base}/api${ruta}`, {
      method: metodo,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(cuerpo === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(metodo === 'GET' ? {} : { 'Idempotency-Key': randomUUID() }),
        ...cabeceras,
      },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
      signal: globalThis.AbortSignal.timeout(30_000),
    });
    return {
      status: r.status,
      json: await r.json().catch(() => ({})),
      reintentarEn: r.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, json: { code: error?.cause?.code ?? error?.name ?? 'red' } };
  }
}

/**
 * Un cliente y `n` préstamos suyos de `monto` sin interés, a dos cuotas mensuales tan grandes que la carga nunca las
 * llena (el préstamo de un administrador nace desembolsado con su plan, docs/libro.md): los ids de los préstamos.
 */
export async function clienteConPrestamos(base, token, { nombre, cedula, telefono, n, monto }) {
  const cliente = await llamar(base, token, 'POST', '/clientes', {
    nombre,
    cedula,
    telefono,
    direccion: 'Calle 1 # 2-3',
    ciudad: 'Bogotá',
    autorizacionDatos: { canal: 'presencial_firmado' },
  });
  if (cliente.status !== 201)
    throw new Error(`POST /clientes: ${cliente.status} ${JSON.stringify(cliente.json)}`);
  const prestamos = [];
  for (let i = 0; i < n; i += 1) {
    const prestamo = await llamar(base, token, 'POST', '/prestamos', {
      cliente: cliente.json.data._id,
      monto,
      interes: 0,
      cuotas: 2,
      modalidad: 'mensual',
      tipoAmortizacion: 'amortizable',
    });
    if (prestamo.status !== 201)
      throw new Error(`POST /prestamos: ${prestamo.status} ${JSON.stringify(prestamo.json)}`);
    prestamos.push(prestamo.json.data._id);
  }
  return prestamos;
}
