// Cómo pagarnos en los mensajes al cliente (docs/decisiones/pagos-por-transferencia.md): el recordatorio de cuota, el
// aviso de mora y el recibo de cobro por defecto llevan la llave o cuenta de la empresa y la referencia de pago del
// préstamo; sin cuentas de recaudo activas la frase no aparece. La referencia esperada se calcula aquí con un Luhn
// escrito en la prueba.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { AutomaticosService } from '../src/notificaciones/automaticos.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

/** Número + dígito Luhn: de derecha a izquierda, se dobla uno de cada dos empezando por el último del número. */
function referenciaEsperada(numero: number): string {
  const digitos = String(numero).split('').map(Number).reverse();
  const suma = digitos.reduce((total, d, i) => {
    if (i % 2 === 1) return total + d;
    const doble = d * 2;
    return total + (doble > 9 ? doble - 9 : doble);
  }, 0);
  return `${numero}${(10 - (suma % 10)) % 10}`;
}

describe('Cómo pagarnos en los recordatorios y los recibos', () => {
  const hoy = hoyBogota();

  const { prueba } = usarAppPrueba();

  const admin = () => prueba.como('admin');

  async function prestamo(nombre: string, datos: Json = {}): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource, { nombre });
    return crearPrestamoPrueba(prueba, await prueba.token('admin'), {
      cliente: cliente.id,
      monto: 30_000,
      interes: 0,
      cuotas: 3,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      ...datos,
    });
  }

  async function mensajes(origen: string, prestamoNumero: number): Promise<string[]> {
    const filas: Array<{ mensaje: string }> = await prueba.dataSource.query(
      `SELECT d.mensaje FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       JOIN prestamos p ON p.cliente_id = d.cliente_id
       WHERE n.origen = $1 AND p.numero = $2`,
      [origen, prestamoNumero],
    );
    return filas.map((f) => f.mensaje);
  }

  /** Encola los recordatorios del día anterior a la primera cuota de `p` y devuelve los que le llegan a su cliente. */
  async function recordatoriosDeSuPrimeraCuota(p: Json): Promise<string[]> {
    const [{ manana }] = await prueba.dataSource.query(
      `SELECT min(fecha_programada)::text AS manana FROM cuotas WHERE prestamo_id = $1`,
      [p._id],
    );
    await prueba.app.get(AutomaticosService).encolarRecordatorios(manana);
    return mensajes('recordatorio_cuota', p.numero);
  }

  it('sin cuentas de recaudo el recordatorio no dice cómo pagar por transferencia ni deja dos espacios', async () => {
    expect(
      (
        await admin().put('/api/configuracion/organizacion', {
          recordatorioCuota: true,
          nombreEmpresa: 'Créditos Prueba',
        })
      ).status,
    ).toBe(200);
    const p = await prestamo('Sin Cuenta');
    const [mensaje] = await recordatoriosDeSuPrimeraCuota(p);
    expect(mensaje).toMatch(
      /^Hola Sin Cuenta, le recordamos que mañana .* por \$\s?10\.000\. Créditos Prueba$/,
    );
  });

  it('con una llave Bre-B, el recordatorio, el aviso de mora y el recibo llevan la llave y la referencia del préstamo', async () => {
    expect(
      (
        await admin().post('/api/pagos/cuentas', {
          tipo: 'breb',
          nombre: 'Llave del negocio',
          identificador: '@prestamista',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await admin().put('/api/notificaciones/canales/whatsapp', {
          activo: true,
          url: 'http://127.0.0.1:9/mensajes',
          token: 'token-secreto',
          cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin().put('/api/configuracion/organizacion', { avisoMora: true, reciboCobro: true })).status,
    ).toBe(200);
    const frase = (numero: number) =>
      `Pague por transferencia a Llave Bre-B Llave del negocio: @prestamista con la referencia ${referenciaEsperada(numero)}.`;

    // Recordatorio de la cuota de mañana.
    const p = await prestamo('Con Llave');
    const [recordatorio] = await recordatoriosDeSuPrimeraCuota(p);
    expect(recordatorio).toContain(
      `por $ 10.000. ${frase(p.numero)} Créditos Prueba`.replace('$ ', '$\u00a0'),
    );

    // Aviso al entrar en mora (semanal que empezó hace 20 días).
    const enMora = await prestamo('En Mora', { modalidad: 'semanal', fechaInicio: sumarDias(hoy, -20) });
    expect(enMora.estado).toBe('mora');
    const [aviso] = await mensajes('aviso_mora', enMora.numero);
    expect(aviso).toContain(`${frase(enMora.numero)} Comuníquese con Créditos Prueba`);

    // Recibo de un cobro.
    expect((await admin().post('/api/cobros', { prestamo: p._id, monto: 10_000, fecha: hoy })).status).toBe(
      201,
    );
    const [recibo] = await mensajes('recibo_cobro', p.numero);
    expect(recibo).toMatch(/^Recibo Créditos Prueba: Con Llave, recibimos/);
    expect(recibo.endsWith(`: $\u00a020.000. ${frase(p.numero)}`)).toBe(true);
  });
});
