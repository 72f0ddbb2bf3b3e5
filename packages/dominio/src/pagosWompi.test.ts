import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { MENSAJES_PAGOS } from './pagos';
import {
  CAMPOS_FIRMABLES_WOMPI,
  PROPIEDADES_EXIGIDAS_WOMPI,
  accionTransaccionWompi,
  anulacionWompi,
  cadenaFirmaWompi,
  eventoATiempo,
  type PropiedadFirmableWompi,
} from './pagosWompi';
import { formatearCOP } from './formato';

const transaccion = {
  id: '1234-1610641025-49201',
  status: 'APPROVED',
  amount_in_cents: 4490000,
  reference: '12344',
  currency: 'COP',
  payment_method_type: 'NEQUI',
  customer_email: 'pepe@example.com',
  created_at: '2026-11-28T10:00:00.000Z',
  finalized_at: '2026-11-28T10:00:05.000Z',
};
const evento = (properties: unknown, t: Record<string, unknown> = transaccion, timestamp: unknown = 1530291411) => ({
  event: 'transaction.updated',
  data: { transaction: t },
  signature: { properties, checksum: 'x' },
  timestamp,
});
const EXIGIDAS = [...PROPIEDADES_EXIGIDAS_WOMPI];
/** Lo que firma un evento de Wompi según su documentación: el id, el estado y el monto; nunca la referencia. */
const DOCUMENTADAS: PropiedadFirmableWompi[] = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
const CON_REFERENCIA: PropiedadFirmableWompi[] = [...DOCUMENTADAS, 'transaction.reference'];
const FIRMABLES = Object.keys(CAMPOS_FIRMABLES_WOMPI) as PropiedadFirmableWompi[];
const cadenaDe = (e: unknown) => {
  const r = cadenaFirmaWompi(e, 'secreto');
  return 'cadena' in r ? r.cadena : null;
};
const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();

/** Las propiedades de un evento: las exigidas y algunas firmables más, sin repetir y en cualquier orden. */
const propiedadesValidas = fc
  .subarray(FIRMABLES.filter((ruta) => !EXIGIDAS.includes(ruta as (typeof EXIGIDAS)[number])))
  .chain((extra) => fc.shuffledSubarray([...EXIGIDAS, ...extra], { minLength: EXIGIDAS.length + extra.length }));

describe('eventos de Wompi: lo que se firma', () => {
  it('la cadena firmada: las propiedades en su orden, el timestamp y el secreto', () => {
    expect(cadenaFirmaWompi(evento(CON_REFERENCIA), 'prod_events_secreto')).toEqual({
      cadena: '1234-1610641025-49201APPROVED4490000123441530291411prod_events_secreto',
      firmadas: CON_REFERENCIA,
    });
  });

  it('el evento como lo documenta Wompi (id, estado y monto, sin la referencia) tiene cadena', () => {
    expect(cadenaFirmaWompi(evento(DOCUMENTADAS), 'prod_events_secreto')).toEqual({
      cadena: '1234-1610641025-49201APPROVED44900001530291411prod_events_secreto',
      firmadas: DOCUMENTADAS,
    });
  });

  it('sin propiedades, sin la transacción o sin timestamp entero no hay cadena', () => {
    expect(cadenaFirmaWompi(evento([]), 's')).toMatchObject({ motivo: 'forma' });
    expect(cadenaFirmaWompi(evento(EXIGIDAS, undefined, '1530291411'), 's')).toMatchObject({ motivo: 'forma' });
    expect(cadenaFirmaWompi({ ...evento(EXIGIDAS), data: { otro: 'x' } }, 's')).toMatchObject({ motivo: 'forma' });
    expect(cadenaFirmaWompi(null, 's')).toMatchObject({ motivo: 'forma' });
  });

  it('el evento falsificado con `transaction.x` = los valores firmados de otro pegados: se rechaza', () => {
    const falso = evento(['transaction.x'], { ...transaccion, x: '1234-1610641025-49201APPROVED449000012344' });
    expect(cadenaFirmaWompi(falso, 's')).toEqual({
      motivo: 'propiedad_desconocida',
      mensaje: 'El evento firma una propiedad que Cartera no admite: transaction.x',
    });
  });

  it('firmado sólo sobre el id, con el monto sin firmar: se rechaza y dice qué falta', () => {
    expect(cadenaFirmaWompi(evento(['transaction.id']), 's')).toEqual({
      motivo: 'falta_exigida',
      mensaje:
        'El evento no firma lo que Cartera usa de la transacción: transaction.status, transaction.amount_in_cents',
    });
  });

  it('una propiedad repetida o un valor que no es texto ni número: se rechaza', () => {
    expect(cadenaFirmaWompi(evento([...EXIGIDAS, 'transaction.id']), 's')).toMatchObject({ motivo: 'propiedad_repetida' });
    expect(cadenaFirmaWompi(evento(CON_REFERENCIA, { ...transaccion, reference: { a: 1 } }), 's')).toMatchObject({ motivo: 'valor_invalido' });
    expect(cadenaFirmaWompi(evento(EXIGIDAS, { ...transaccion, amount_in_cents: Number.NaN }), 's')).toMatchObject({ motivo: 'valor_invalido' });
  });

  it('propiedad: con las exigidas y rutas conocidas (en cualquier orden) hay cadena', () => {
    fc.assert(fc.property(propiedadesValidas, (propiedades) => cadenaDe(evento(propiedades)) !== null));
  });

  it('propiedad: si a las propiedades les falta una exigida, se rechaza', () => {
    fc.assert(
      fc.property(propiedadesValidas, fc.constantFrom(...EXIGIDAS), (propiedades, quitada) => {
        const r = cadenaFirmaWompi(evento(propiedades.filter((p) => p !== quitada)), 's');
        return 'motivo' in r && r.motivo === 'falta_exigida' && r.mensaje.includes(quitada);
      }),
    );
  });

  it('propiedad: una ruta fuera de la lista, en cualquier lugar, se rechaza', () => {
    const desconocida = fc
      .oneof(fc.string(), fc.string().map((s) => `transaction.${s}`), fc.constantFrom('transaction', 'data.transaction.id', '__proto__'))
      .filter((ruta) => !FIRMABLES.includes(ruta as PropiedadFirmableWompi));
    fc.assert(
      fc.property(propiedadesValidas, desconocida, fc.nat(), (propiedades, ruta, donde) => {
        const conOtra: string[] = [...propiedades];
        conOtra.splice(donde % (conOtra.length + 1), 0, ruta);
        const r = cadenaFirmaWompi(evento(conOtra, { ...transaccion, [ruta]: 'x' }), 's');
        return 'motivo' in r && r.motivo === 'propiedad_desconocida';
      }),
    );
  });

  it('propiedad: cambiar cualquier valor firmado cambia el checksum', () => {
    fc.assert(
      fc.property(
        propiedadesValidas,
        fc.nat(),
        fc.oneof(fc.string(), fc.integer()),
        (propiedades, cual, nuevo) => {
          const ruta = propiedades[cual % propiedades.length];
          const campo = CAMPOS_FIRMABLES_WOMPI[ruta];
          fc.pre(String(nuevo) !== String(transaccion[campo]));
          const antes = cadenaDe(evento(propiedades));
          const despues = cadenaDe(evento(propiedades, { ...transaccion, [campo]: nuevo }));
          return antes !== null && despues !== null && sha256(antes) !== sha256(despues);
        },
      ),
    );
  });

  it('propiedad: un valor que no se firma no entra en la cadena', () => {
    fc.assert(
      fc.property(fc.string(), (cualquiera) => cadenaDe(evento(EXIGIDAS, { ...transaccion, currency: cualquiera })) === cadenaDe(evento(EXIGIDAS))),
    );
  });

  it('a tiempo: hasta 300 segundos de diferencia, a cualquier lado', () => {
    expect(eventoATiempo(1000, 1300)).toBe(true);
    expect(eventoATiempo(1000, 1301)).toBe(false);
    expect(eventoATiempo(1301, 1000)).toBe(false);
  });
});

describe('eventos de Wompi: qué hacer con la transacción', () => {
  it('APPROVED con la referencia firmada es un cobro en pesos; VOIDED un reverso por su monto; lo demás nada', () => {
    expect(accionTransaccionWompi(transaccion, CON_REFERENCIA)).toEqual({
      tipo: 'cobro', transaccion: '1234-1610641025-49201', referencia: '12344', monto: 44_900,
    });
    expect(accionTransaccionWompi({ ...transaccion, status: 'VOIDED' }, CON_REFERENCIA)).toEqual({
      tipo: 'reverso', transaccion: '1234-1610641025-49201', monto: 44_900,
    });
    expect(accionTransaccionWompi({ ...transaccion, status: 'DECLINED' }, CON_REFERENCIA)).toEqual({ tipo: 'ninguna' });
    expect(accionTransaccionWompi({ ...transaccion, amount_in_cents: 4490050 }, CON_REFERENCIA)).toEqual({ tipo: 'ninguna' });
    expect(accionTransaccionWompi({ ...transaccion, status: 'VOIDED', amount_in_cents: '4490000' }, CON_REFERENCIA)).toEqual({ tipo: 'ninguna' });
  });

  it('APPROVED sin la referencia firmada (lo documentado por Wompi) va al suspenso con su motivo; VOIDED igual revierte', () => {
    expect(accionTransaccionWompi(transaccion, DOCUMENTADAS)).toEqual({
      tipo: 'suspenso', transaccion: '1234-1610641025-49201', monto: 44_900, motivo: MENSAJES_PAGOS.referenciaSinFirmar,
    });
    expect(MENSAJES_PAGOS.referenciaSinFirmar).toBe('Wompi no firmó la referencia del pago: la oficina lo aplica a mano');
    expect(accionTransaccionWompi({ ...transaccion, status: 'VOIDED' }, DOCUMENTADAS)).toEqual({
      tipo: 'reverso', transaccion: '1234-1610641025-49201', monto: 44_900,
    });
    expect(accionTransaccionWompi({ ...transaccion, status: 'PENDING' }, DOCUMENTADAS)).toEqual({ tipo: 'ninguna' });
  });

  /** Una transacción cualquiera: estados, montos y referencias de toda forma. */
  const transaccionCualquiera = fc.record({
    id: fc.oneof(fc.string(), fc.constant('tx-1'), fc.integer()),
    status: fc.oneof(fc.constantFrom('APPROVED', 'VOIDED', 'DECLINED', 'PENDING', 'ERROR'), fc.string()),
    amount_in_cents: fc.oneof(fc.integer({ min: -1e9, max: 1e12 }).map((n) => n * 100), fc.integer(), fc.double(), fc.string()),
    reference: fc.oneof(fc.constant('12344'), fc.string(), fc.integer()),
  });
  const firmadasSinReferencia = fc.subarray(FIRMABLES.filter((ruta) => ruta !== 'transaction.reference'));

  it('propiedad: una referencia sin firmar nunca es un cobro', () => {
    fc.assert(
      fc.property(transaccionCualquiera, firmadasSinReferencia, (t, firmadas) => accionTransaccionWompi(t, firmadas).tipo !== 'cobro'),
    );
  });

  it('propiedad: firmar la referencia sólo cambia el suspenso por el cobro de esa referencia', () => {
    fc.assert(
      fc.property(transaccionCualquiera, firmadasSinReferencia, (t, firmadas) => {
        const sin = accionTransaccionWompi(t, firmadas);
        const con = accionTransaccionWompi(t, [...firmadas, 'transaction.reference']);
        if (sin.tipo !== 'suspenso') return con.tipo !== 'cobro' && JSON.stringify(con) === JSON.stringify(sin);
        return con.tipo === 'cobro' && con.transaccion === sin.transaccion && con.monto === sin.monto;
      }),
    );
  });

  it('una anulación sólo de una aprobación registrada y por su monto', () => {
    expect(anulacionWompi({ monto: 15_000 }, 15_000)).toEqual({ aplica: true });
    expect(anulacionWompi(null, 15_000)).toMatchObject({ aplica: false, motivo: 'sin_aprobacion' });
    expect(anulacionWompi({ monto: 15_000 }, 14_000)).toEqual({
      aplica: false,
      motivo: 'monto_distinto',
      mensaje: `La anulación es por ${formatearCOP(14_000)} y la transacción se aprobó por ${formatearCOP(15_000)}: no se revierte nada`,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (aprobado, anulado) =>
        anulacionWompi({ monto: aprobado }, anulado).aplica === (aprobado === anulado),
      ),
    );
  });
});
