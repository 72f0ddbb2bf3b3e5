// La aplicación de las pruebas de extractos (pagos-extractos.e2e-spec.ts, pagos-extractos-entrada.e2e-spec.ts): un
// banco con seis préstamos (y los atajos de usarAppConBanco), y los atajos para subir un extracto y esperar lo cruzado, armar un CSV, leer saldos del
// mayor, los cobros de un préstamo, lo que el cobrador tiene en su poder y los descuadres.
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import type { Json } from './app-prueba';
import { aplicarPagosPendientes } from './pagos';
import { subirExtracto, usarAppConBanco } from './pagos-banco';
import { saldoMayor } from './mayor';

export const COLUMNAS = { fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor', referencia: 'Ref' };

export function usarExtractos() {
  const hoy = hoyBogota();
  const hoyCo = formatearFecha(hoy);

  const conBanco = usarAppConBanco({ nombre: 'Bancolombia ahorros', identificador: '123456789' }, 6);
  const { prueba, ids, prestamos: p, admin } = conBanco;

  async function subir(
    archivo: Buffer,
    nombre: string,
    campos: Record<string, string>,
    como: 'admin' | 'gerente' | 'cobrador1' = 'admin',
  ) {
    const r = await subirExtracto(prueba, campos, { contenido: archivo, nombre }, como);
    // Lo cruzado se aplica en segundo plano: la prueba sigue cuando terminó, como la oficina que espera el avance.
    if (r.status === 201) await aplicarPagosPendientes(prueba);
    return r;
  }

  const csv = (filas: string[][]) =>
    Buffer.from(['Fecha;Descripción;Valor;Ref', ...filas.map((f) => f.join(';'))].join('\n'));

  /** Débito − crédito de una cuenta del mayor por su código. */
  const saldo = (codigo: string) => saldoMayor(prueba.dataSource, { codigo });
  const cobrosDe = async (prestamo: Json) =>
    (await admin().get(`/api/cobros/prestamo/${prestamo._id}`)).body.data as Json[];
  const enPoder = async () =>
    (await admin().get('/api/caja/cobradores')).body.data.find((f: Json) => f.cobradorId === ids.cobrador1)
      ?.enPoder ?? 0;
  const descuadres = async () => (await admin().post('/api/contabilidad/verificacion')).body.data.descuadres;

  return {
    ...conBanco,
    hoy,
    hoyCo,
    p,
    subir,
    csv,
    saldo,
    cobrosDe,
    enPoder,
    descuadres,
  };
}
