// Mi Ruta: the collector's day on a phone (docs/decisiones/mi-ruta.md). Plain React and CSS: none of the back
// office's antd table/form stack. The day comes from useDia (kept in IndexedDB), the writes go through useCola (queued
// with their Idempotency-Key), each sheet is a file of its own. Admin and gerente get VistaOficina instead.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  cuentaDeCobro,
  destinoCuentaPago,
  formatearCOP,
  hoyBogota,
  propiedad,
  referenciaPago,
  type ParadaMiRuta,
} from '@cartera/dominio';
import type { Sesion } from './conexion';
import { nuevaClave, olvidarOtrosUsuarios, type Pendiente } from './almacen';
import { Cabecera } from './Cabecera';
import { useCuentasRecaudo } from './cuentasRecaudo';
import { Dialogo } from './Dialogo';
import { HojaCobrar } from './HojaCobrar';
import { HojaEntregar } from './HojaEntregar';
import { HojaRecibo } from './HojaRecibo';
import { HojaSalir } from './HojaSalir';
import { HojaSolicitud } from './HojaSolicitud';
import { HojaVisita } from './HojaVisita';
import { ListaParadas } from './ListaParadas';
import { Progreso } from './Progreso';
import { salir } from './salir';
import type { DatosRecibo } from './texto';
import { ubicacionActual, vigilarUbicacion } from './ubicacion';
import { useCola } from './useCola';
import { useDia } from './useDia';
import { VistaOficina } from './VistaOficina';

type Hoja =
  | { tipo: 'cobrar'; parada: ParadaMiRuta }
  | { tipo: 'visita'; parada: ParadaMiRuta }
  | { tipo: 'recibo'; recibo: DatosRecibo; telefono: string; cobroId: string | null }
  | { tipo: 'salir' }
  | { tipo: 'entregar' }
  | { tipo: 'solicitud' }
  | { tipo: 'solicitada'; nombre: string; enviada: boolean }
  | null;

export function MiRuta({ sesion }: { sesion: Sesion }) {
  return sesion.usuario.rol === 'cobrador' ? (
    <DiaDelCobrador sesion={sesion} />
  ) : (
    <VistaOficina sesion={sesion} />
  );
}

/** The body of a write with where it was made, when the phone knows it (never waits more than a moment). */
async function conUbicacion(cuerpo: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ubicacion = await ubicacionActual();
  return ubicacion ? { ...cuerpo, ubicacion } : cuerpo;
}

/** A write of the collector's, with its key made here, once. */
function pendiente(
  tipo: Pendiente['tipo'],
  ruta: Pendiente['ruta'],
  cuerpo: Record<string, unknown>,
  prestamo: { _id: string; numero: number } | null,
  clienteNombre: string,
): Pendiente {
  return {
    clave: nuevaClave(),
    tipo,
    ruta,
    cuerpo,
    creadoEn: new Date().toISOString(),
    prestamoId: prestamo?._id ?? '',
    numero: prestamo?.numero ?? 0,
    clienteNombre,
  };
}

function DiaDelCobrador({ sesion }: { sesion: Sesion }) {
  const usuarioId = sesion.usuario._id;
  const { dia, cargando, aviso: avisoDia, cargar } = useDia(usuarioId);
  const cola = useCola(usuarioId, cargar);
  const { pendientes, rechazos, enLinea, enviar, escribir, releer } = cola;
  const [hoja, setHoja] = useState<Hoja>(null);
  const [sinUbicacion, setSinUbicacion] = useState(false);
  const cuentas = useCuentasRecaudo();
  // The receipt says how to pay the next one by transfer, as the office's printed receipt does.
  const cuentaCobro = cuentaDeCobro(cuentas);
  const comoPagarPrestamo = (numero: number) =>
    cuentaCobro ? { destino: destinoCuentaPago(cuentaCobro), referencia: referenciaPago(numero) } : null;

  useEffect(() => vigilarUbicacion(() => setSinUbicacion(true)), []);

  useEffect(() => {
    void (async () => {
      await olvidarOtrosUsuarios(usuarioId).catch(() => undefined);
      await releer();
      if (navigator.onLine) await enviar();
      await cargar();
    })();
  }, [cargar, enviar, releer, usuarioId]);

  const porPrestamo = useMemo(() => {
    const mapa = new Map<string, Pendiente[]>();
    for (const p of pendientes) mapa.set(p.prestamoId, [...(mapa.get(p.prestamoId) ?? []), p]);
    return mapa;
  }, [pendientes]);

  const progreso = useMemo(() => {
    if (!dia) return null;
    const cobradoPendiente = pendientes
      .filter((p) => p.tipo === 'cobro')
      .reduce((s, p) => s + Number(p.cuerpo.monto), 0);
    const visitadas = dia.paradas.filter(
      (parada) => parada.visitada || parada.prestamos.some((p) => porPrestamo.has(p._id)),
    ).length;
    return {
      paradas: dia.progreso.paradas,
      visitadas,
      cobrado: dia.progreso.cobrado + cobradoPendiente,
      porCobrar: Math.max(0, dia.progreso.porCobrar - cobradoPendiente),
    };
  }, [dia, pendientes, porPrestamo]);

  const abrirHoja = useCallback(
    (tipo: 'cobrar' | 'visita', parada: ParadaMiRuta) => setHoja({ tipo, parada }),
    [],
  );

  const aviso = cola.detenido ?? avisoDia;

  return (
    <div className="mr">
      <Cabecera
        nombre={sesion.usuario.nombre}
        fecha={dia?.fecha ?? null}
        onSalir={() => {
          if (pendientes.length > 0) setHoja({ tipo: 'salir' });
          else void salir(usuarioId);
        }}
      />

      <div className={enLinea ? 'mr-estado' : 'mr-estado mr-estado-sin'} role="status">
        {enLinea ? 'En línea' : 'Sin conexión: lo que registre se guarda en el teléfono'}
      </div>

      {pendientes.length > 0 && (
        <button
          type="button"
          className="mr-pendientes"
          onClick={() => void enviar()}
          data-prueba="pendientes"
        >
          {pendientes.length === 1 ? '1 pendiente por enviar' : `${pendientes.length} pendientes por enviar`}
          {enLinea ? ' · Enviar ahora' : ''}
        </button>
      )}

      {rechazos.length > 0 && (
        <section className="mr-rechazos" aria-label="No se pudieron aplicar">
          <h2>No se pudieron aplicar</h2>
          <ul>
            {rechazos.map((r) => (
              <li key={r.clave}>
                <strong>
                  {r.tipo === 'cobro'
                    ? `Cobro de ${formatearCOP(Number(r.cuerpo.monto))}`
                    : r.tipo === 'solicitud'
                      ? 'Cliente nuevo y solicitud'
                      : 'Visita'}{' '}
                  · {r.clienteNombre}
                  {r.numero > 0 ? ` (préstamo #${r.numero})` : ''}
                </strong>
                <span>{r.mensaje}</span>
                <span className="mr-nota">
                  {r.enOficina
                    ? 'La oficina ya lo tiene para revisarlo.'
                    : 'Se enviará a la oficina al volver la conexión.'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {aviso && <p className="mr-aviso">{aviso}</p>}
      {sinUbicacion && (
        <p className="mr-nota" role="note">
          Ubicación desactivada: sus cobros y visitas se registran sin el lugar, y la oficina los ve «sin
          ubicación».
        </p>
      )}

      <Progreso progreso={progreso} />

      <button
        type="button"
        className="mr-boton mr-boton-sec mr-ancho"
        onClick={() => setHoja({ tipo: 'solicitud' })}
      >
        Cliente nuevo y solicitud
      </button>
      <button type="button" className="mr-boton mr-boton-sec mr-ancho" onClick={() => setHoja({ tipo: 'entregar' })}>
        Entregar caja
      </button>

      {cargando && !dia && <p className="mr-aviso">Cargando la ruta…</p>}

      <ListaParadas dia={dia} pendientes={porPrestamo} onAccion={abrirHoja} />

      {hoja?.tipo === 'cobrar' && (
        <HojaCobrar
          parada={hoja.parada}
          cuentas={cuentas}
          onCerrar={() => setHoja(null)}
          onConfirmar={async (prestamo, monto, transferencia) => {
            const fecha = hoyBogota();
            const { cliente } = hoja.parada;
            // A transfer goes to pagos/transferencias: por confirmar or applied, as the organisation chose.
            const resultado = await escribir(
              transferencia
                ? pendiente('cobro', 'pagos/transferencias', { prestamo: prestamo._id, monto, fecha, ...transferencia }, prestamo, cliente.nombre)
                : pendiente('cobro', 'cobros', await conUbicacion({ prestamo: prestamo._id, monto, fecha }), prestamo, cliente.nombre),
            );
            // What the server answered: the collection, or the transfer with its state and its collection once applied.
            const aplicado = resultado?.aplicado;
            const porConfirmar = transferencia !== null && propiedad(aplicado, 'estado') !== 'aplicada';
            const cobroId = propiedad(transferencia ? propiedad(aplicado, 'cobro') : aplicado, '_id');
            setHoja({
              tipo: 'recibo',
              telefono: cliente.telefono,
              cobroId: typeof cobroId === 'string' ? cobroId : null,
              recibo: {
                cliente: cliente.nombre,
                numero: prestamo.numero,
                monto,
                fecha,
                cobrador: sesion.usuario.nombre,
                saldo: resultado && !porConfirmar ? Math.max(0, prestamo.saldoPendiente - monto) : null,
                enviado: resultado !== null,
                porConfirmar,
                comoPagar: comoPagarPrestamo(prestamo.numero),
              },
            });
          }}
        />
      )}
      {hoja?.tipo === 'visita' && (
        <HojaVisita
          parada={hoja.parada}
          onCerrar={() => setHoja(null)}
          onGuardar={async (prestamo, cuerpo) => {
            await escribir(
              pendiente(
                'gestion',
                'gestiones',
                await conUbicacion({ prestamo: prestamo._id, fecha: hoyBogota(), ...cuerpo }),
                prestamo,
                hoja.parada.cliente.nombre,
              ),
            );
            setHoja(null);
          }}
        />
      )}
      {hoja?.tipo === 'recibo' && (
        <HojaRecibo
          recibo={hoja.recibo}
          telefono={hoja.telefono}
          cobroId={hoja.cobroId}
          onCerrar={() => setHoja(null)}
        />
      )}
      {hoja?.tipo === 'solicitud' && (
        <HojaSolicitud
          onCerrar={() => setHoja(null)}
          onEnviar={async (cliente, prestamo) => {
            const nombre = String(cliente.nombre);
            const resultado = await escribir(
              pendiente('solicitud', 'solicitud', { cliente, prestamo }, null, nombre),
            );
            setHoja({ tipo: 'solicitada', nombre, enviada: resultado !== null });
          }}
        />
      )}
      {hoja?.tipo === 'solicitada' && (
        <Dialogo
          titulo={hoja.enviada ? 'Solicitud enviada' : 'Solicitud guardada sin señal'}
          onCerrar={() => setHoja(null)}
        >
          <p>
            {hoja.enviada
              ? `${hoja.nombre} quedó registrado en su cartera y su préstamo, solicitado: la oficina lo aprueba o lo rechaza.`
              : `La solicitud de ${hoja.nombre} se enviará al volver la conexión.`}
          </p>
        </Dialogo>
      )}
      {hoja?.tipo === 'entregar' && <HojaEntregar enLinea={enLinea} onCerrar={() => setHoja(null)} />}
      {hoja?.tipo === 'salir' && (
        <HojaSalir
          cantidad={pendientes.length}
          enLinea={enLinea}
          onCerrar={() => setHoja(null)}
          onEnviarYSalir={async () => {
            const resultado = await enviar();
            if (resultado.detenido === null) await salir(usuarioId);
          }}
          onSalirConservando={() => void salir(usuarioId)}
        />
      )}
    </div>
  );
}
