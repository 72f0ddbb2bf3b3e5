// Mi Ruta: the collector's day on a phone (docs/decisiones/mi-ruta.md). Plain React and CSS: none of the back
// office's antd table/form stack. Works offline from what IndexedDB keeps; writes queue with their Idempotency-Key.
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import {
  ETIQUETAS_RESULTADO_GESTION,
  RESULTADOS_GESTION,
  formatearCOP,
  type MiRutaJson,
  type ParadaMiRuta,
  type PrestamoMiRuta,
  type ResultadoGestion,
} from '@cartera/dominio';
import { ErrorApi, borrarSesion, llamar, type Sesion } from './api';
import {
  agregarPendiente,
  guardarDia,
  leerDia,
  leerPendientes,
  leerRechazos,
  nuevaClave,
  quitarPendiente,
  type Pendiente,
  type Rechazo,
} from './almacen';
import { aplicar, avisarOficina, sincronizar } from './sincronizar';
import { Dialogo } from './Dialogo';
import { HojaSolicitud } from './HojaSolicitud';
import { enlaceMapa, enlaceSms, enlaceWhatsApp, teclear, textoRecibo, type DatosRecibo } from './texto';

/** Stops drawn per task (about a screenful and a half at 412 × 915). */
const PARADAS_POR_TANDA = 8;

/** How long to wait before sending the queue again while there is signal and something is left. */
const REINTENTO_MS = 5_000;

const versionModulo = (): string => process.env.CARTERA_VERSION_MODULO ?? '';

type Hoja =
  | { tipo: 'cobrar'; parada: ParadaMiRuta }
  | { tipo: 'visita'; parada: ParadaMiRuta }
  | { tipo: 'recibo'; recibo: DatosRecibo; telefono: string; cobroId: string | null }
  | { tipo: 'salir' }
  | { tipo: 'solicitud' }
  | { tipo: 'solicitada'; nombre: string; enviada: boolean }
  | null;

/** Today's date in Bogotá (the API's business day), for writes made offline. */
function hoyBogota(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
}

/** What is due on a loan today: today's installment plus the overdue ones, never more than the balance. */
const debido = (p: PrestamoMiRuta) => Math.min(p.cuotaHoy + p.vencido, p.saldoPendiente);

export function MiRuta({ sesion }: { sesion: Sesion }) {
  const usuarioId = sesion.usuario._id;
  const [dia, setDia] = useState<MiRutaJson | null>(null);
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);
  const [rechazos, setRechazos] = useState<Rechazo[]>([]);
  const [enLinea, setEnLinea] = useState(() => navigator.onLine);
  const [aviso, setAviso] = useState<string | null>(null);
  const [cargando, setCargando] = useState(true);
  const [hoja, setHoja] = useState<Hoja>(null);

  const releerCola = useCallback(async () => {
    const [p, r] = await Promise.all([leerPendientes(usuarioId), leerRechazos(usuarioId)]);
    setPendientes(p);
    setRechazos(r);
  }, [usuarioId]);

  const cargar = useCallback(async () => {
    try {
      const fresco = await llamar<MiRutaJson>('GET', 'mi-ruta', sesion.token);
      setDia(fresco);
      await guardarDia(usuarioId, fresco);
      setAviso(null);
    } catch (error) {
      if (error instanceof ErrorApi && error.status === 401) {
        borrarSesion();
        location.replace('/login');
        return;
      }
      const guardado = await leerDia(usuarioId);
      if (guardado) setDia(guardado);
      setAviso(
        guardado
          ? `Sin conexión: ruta guardada del ${guardado.fecha}`
          : error instanceof Error
            ? error.message
            : 'No se pudo cargar la ruta',
      );
    } finally {
      setCargando(false);
    }
  }, [sesion.token, usuarioId]);

  /** Sends the queue; then rereads the day, since what was applied changes the amounts. */
  const enviar = useCallback(async () => {
    const resultado = await sincronizar(usuarioId, sesion.token);
    // Conflicts the office has not received yet are reported again.
    for (const r of await leerRechazos(usuarioId))
      if (!r.enOficina) await avisarOficina(usuarioId, sesion.token, r);
    await releerCola();
    if (resultado.detenido) setAviso(resultado.detenido);
    if (resultado.enviados > 0 || resultado.rechazados.length > 0) await cargar();
    return resultado;
  }, [cargar, releerCola, sesion.token, usuarioId]);

  useEffect(() => {
    void (async () => {
      const guardado = await leerDia(usuarioId);
      if (guardado) setDia(guardado);
      await releerCola();
      if (navigator.onLine) await enviar();
      await cargar();
    })();
  }, [cargar, enviar, releerCola, usuarioId]);

  useEffect(() => {
    const alConectar = () => {
      setEnLinea(true);
      void enviar();
    };
    const alDesconectar = () => setEnLinea(false);
    window.addEventListener('online', alConectar);
    window.addEventListener('offline', alDesconectar);
    return () => {
      window.removeEventListener('online', alConectar);
      window.removeEventListener('offline', alDesconectar);
    };
  }, [enviar]);

  // With signal and something still queued (a send that failed half-way, an answer lost), try again every few
  // seconds: the queue empties by itself. Not after a 401: that waits for the collector to sign in again.
  const sesionVencida = aviso !== null && aviso.startsWith('Su sesión venció');
  useEffect(() => {
    if (!enLinea || pendientes.length === 0 || sesionVencida) return undefined;
    const temporizador = window.setTimeout(() => void enviar(), REINTENTO_MS);
    return () => window.clearTimeout(temporizador);
  }, [enLinea, enviar, pendientes, sesionVencida]);

  /** Queues a write and, with signal, sends it at once. Returns the API's answer when it was applied now. */
  const escribir = useCallback(
    async (pendiente: Pendiente): Promise<{ aplicado: unknown } | null> => {
      await agregarPendiente(usuarioId, pendiente);
      await releerCola();
      if (!navigator.onLine) return null;
      try {
        const aplicado = await aplicar(pendiente, sesion.token);
        await quitarPendiente(usuarioId, pendiente.clave);
        await releerCola();
        await cargar();
        return { aplicado };
      } catch (error) {
        // A conflict goes through the same path as in a sync: kept, shown and reported to the office.
        if (error instanceof ErrorApi && error.status !== 0) await enviar();
        return null;
      }
    },
    [cargar, enviar, releerCola, sesion.token, usuarioId],
  );

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

  // The stops are drawn a few at a time: the first screenful at once, the rest in later tasks, so a slow phone never
  // spends one long task drawing forty cards (and each card is memoised: drawing more does not redraw the others).
  const total = dia?.paradas.length ?? 0;
  const [mostradas, setMostradas] = useState(PARADAS_POR_TANDA);
  useEffect(() => {
    if (mostradas >= total) return undefined;
    const temporizador = window.setTimeout(() => setMostradas((m) => m + PARADAS_POR_TANDA), 0);
    return () => window.clearTimeout(temporizador);
  }, [mostradas, total]);
  const abrirHoja = useCallback(
    (tipo: 'cobrar' | 'visita', parada: ParadaMiRuta) => setHoja({ tipo, parada }),
    [],
  );

  const salir = () => {
    if (pendientes.length > 0) setHoja({ tipo: 'salir' });
    else cerrarSesion();
  };

  return (
    <div className="mr">
      <header className="mr-cabecera">
        <div>
          <h1>Mi Ruta</h1>
          <p className="mr-sub">
            {sesion.usuario.nombre}
            {dia ? ` · ${dia.fecha}` : ''}
          </p>
        </div>
        <div className="mr-acciones-cabecera">
          <a className="mr-boton mr-boton-sec" href="/dashboard">
            Portal
          </a>
          <button type="button" className="mr-boton mr-boton-sec" onClick={salir}>
            Salir
          </button>
        </div>
      </header>

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

      {/* Always in its place (dashes until the route arrives): appearing later it would push what follows down. */}
      {!progreso && (
        <section className="mr-progreso" aria-label="Progreso del día" aria-busy="true">
          <div>
            <span className="mr-cifra">–</span>
            <span>visitadas</span>
          </div>
          <div>
            <span className="mr-cifra">–</span>
            <span>cobrado</span>
          </div>
          <div>
            <span className="mr-cifra">–</span>
            <span>por cobrar</span>
          </div>
          <progress max={1} value={0} aria-label="Cargando el progreso del día" />
        </section>
      )}
      {progreso && (
        <section className="mr-progreso" aria-label="Progreso del día">
          <div>
            <span className="mr-cifra">
              {progreso.visitadas}/{progreso.paradas}
            </span>
            <span>visitadas</span>
          </div>
          <div>
            <span className="mr-cifra mr-dinero">{formatearCOP(progreso.cobrado)}</span>
            <span>cobrado</span>
          </div>
          <div>
            <span className="mr-cifra mr-dinero">{formatearCOP(progreso.porCobrar)}</span>
            <span>por cobrar</span>
          </div>
          <progress
            max={Math.max(1, progreso.paradas)}
            value={progreso.visitadas}
            aria-label={`${progreso.visitadas} de ${progreso.paradas} paradas visitadas`}
          />
        </section>
      )}

      <button
        type="button"
        className="mr-boton mr-boton-sec mr-ancho"
        onClick={() => setHoja({ tipo: 'solicitud' })}
      >
        Cliente nuevo y solicitud
      </button>

      {cargando && !dia && <p className="mr-aviso">Cargando la ruta…</p>}
      {dia && dia.paradas.length === 0 && (
        <p className="mr-aviso">Hoy no tiene paradas: no hay préstamos abiertos en su cartera.</p>
      )}

      <ol className="mr-paradas">
        {dia?.paradas.slice(0, mostradas).map((parada) => (
          <TarjetaParada
            key={parada.cliente._id}
            parada={parada}
            pendientes={porPrestamo}
            onAccion={abrirHoja}
          />
        ))}
      </ol>

      {/* Only under all the stops: shown before them, the cards arriving would push it down (a layout shift). */}
      {dia && mostradas >= total && (
        <footer className="mr-pie">
          Cartera · Mi Ruta{versionModulo() ? ` · versión ${versionModulo()}` : ''}
        </footer>
      )}

      {hoja?.tipo === 'cobrar' && (
        <HojaCobrar
          parada={hoja.parada}
          onCerrar={() => setHoja(null)}
          onConfirmar={async (prestamo, monto) => {
            const fecha = hoyBogota();
            const pendiente: Pendiente = {
              clave: nuevaClave(),
              tipo: 'cobro',
              ruta: 'cobros',
              cuerpo: { prestamo: prestamo._id, monto, fecha },
              creadoEn: new Date().toISOString(),
              prestamoId: prestamo._id,
              numero: prestamo.numero,
              clienteNombre: hoja.parada.cliente.nombre,
            };
            const resultado = await escribir(pendiente);
            const cobro = resultado?.aplicado as { _id?: string } | undefined;
            setHoja({
              tipo: 'recibo',
              telefono: hoja.parada.cliente.telefono,
              cobroId: cobro?._id ?? null,
              recibo: {
                cliente: hoja.parada.cliente.nombre,
                numero: prestamo.numero,
                monto,
                fecha,
                cobrador: sesion.usuario.nombre,
                saldo: resultado ? Math.max(0, prestamo.saldoPendiente - monto) : null,
                enviado: resultado !== null,
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
            await escribir({
              clave: nuevaClave(),
              tipo: 'gestion',
              ruta: 'gestiones',
              cuerpo: { prestamo: prestamo._id, fecha: hoyBogota(), ...cuerpo },
              creadoEn: new Date().toISOString(),
              prestamoId: prestamo._id,
              numero: prestamo.numero,
              clienteNombre: hoja.parada.cliente.nombre,
            });
            setHoja(null);
          }}
        />
      )}
      {hoja?.tipo === 'recibo' && (
        <HojaRecibo
          recibo={hoja.recibo}
          telefono={hoja.telefono}
          cobroId={hoja.cobroId}
          token={sesion.token}
          onCerrar={() => setHoja(null)}
        />
      )}
      {hoja?.tipo === 'solicitud' && (
        <HojaSolicitud
          onCerrar={() => setHoja(null)}
          onEnviar={async (cliente, prestamo) => {
            const resultado = await escribir({
              clave: nuevaClave(),
              tipo: 'solicitud',
              ruta: 'solicitud',
              cuerpo: { cliente, prestamo },
              creadoEn: new Date().toISOString(),
              prestamoId: '',
              numero: 0,
              clienteNombre: String(cliente.nombre),
            });
            setHoja({ tipo: 'solicitada', nombre: String(cliente.nombre), enviada: resultado !== null });
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
      {hoja?.tipo === 'salir' && (
        <Dialogo titulo="Tiene pendientes por enviar" onCerrar={() => setHoja(null)}>
          <p>
            {pendientes.length === 1 ? 'Hay 1 registro' : `Hay ${pendientes.length} registros`} sin enviar. Si
            sale ahora, quedan guardados en este teléfono y se enviarán cuando vuelva a entrar con su usuario
            y haya señal.
          </p>
          <div className="mr-fila-botones">
            {enLinea && (
              <button
                type="button"
                className="mr-boton"
                onClick={() => {
                  void enviar().then(() => setHoja(null));
                }}
              >
                Enviar ahora
              </button>
            )}
            <button type="button" className="mr-boton mr-boton-peligro" onClick={cerrarSesion}>
              Salir de todos modos
            </button>
          </div>
        </Dialogo>
      )}
    </div>
  );
}

function cerrarSesion(): void {
  const token = localStorage.getItem('token');
  if (token && navigator.onLine) {
    void fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
  }
  borrarSesion();
  location.replace('/login');
}

const TarjetaParada = memo(function TarjetaParada({
  parada,
  pendientes,
  onAccion,
}: {
  parada: ParadaMiRuta;
  pendientes: Map<string, Pendiente[]>;
  onAccion: (tipo: 'cobrar' | 'visita', parada: ParadaMiRuta) => void;
}) {
  const { cliente } = parada;
  const mapa = enlaceMapa(cliente.latitud, cliente.longitud);
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const enCola = parada.prestamos.flatMap((p) => pendientes.get(p._id) ?? []);
  const visitada = parada.visitada || enCola.length > 0;
  return (
    <li className={visitada ? 'mr-parada mr-visitada' : 'mr-parada'} data-prueba="parada">
      <div className="mr-parada-cabeza">
        <span className="mr-orden" aria-label={`Parada ${parada.orden}`}>
          {parada.orden}
        </span>
        <div className="mr-parada-titulo">
          <h2>{cliente.nombre}</h2>
          <p>{[cliente.direccion, cliente.barrio, cliente.ciudad].filter(Boolean).join(', ')}</p>
        </div>
        {visitada && <span className="mr-etiqueta">Visitada</span>}
      </div>
      {parada.prestamos.map((p) => (
        <dl key={p._id} className="mr-prestamo">
          <div>
            <dt>Préstamo</dt>
            <dd>#{p.numero}</dd>
          </div>
          <div>
            <dt>Cuota de hoy</dt>
            <dd className="mr-dinero">{formatearCOP(p.cuotaHoy)}</dd>
          </div>
          <div>
            <dt>Vencido</dt>
            <dd className="mr-dinero">{formatearCOP(p.vencido)}</dd>
          </div>
          <div>
            <dt>Días de atraso</dt>
            <dd>{p.diasVencido}</dd>
          </div>
          <div>
            <dt>Último pago</dt>
            <dd>
              {p.ultimoPago ? `${formatearCOP(p.ultimoPago.monto)} · ${p.ultimoPago.fecha}` : 'Ninguno'}
            </dd>
          </div>
          {p.cobradoHoy > 0 && (
            <div>
              <dt>Cobrado hoy</dt>
              <dd className="mr-dinero">{formatearCOP(p.cobradoHoy)}</dd>
            </div>
          )}
          {p.gestionHoy && (
            <div>
              <dt>Visita de hoy</dt>
              <dd>{ETIQUETAS_RESULTADO_GESTION[p.gestionHoy.resultado]}</dd>
            </div>
          )}
        </dl>
      ))}
      {enCola.length > 0 && (
        <ul className="mr-en-cola">
          {enCola.map((e) => (
            <li key={e.clave}>
              Pendiente por enviar:{' '}
              {e.tipo === 'cobro'
                ? `cobro de ${formatearCOP(Number(e.cuerpo.monto))}`
                : ETIQUETAS_RESULTADO_GESTION[e.cuerpo.resultado as ResultadoGestion]}
            </li>
          ))}
        </ul>
      )}
      <div className="mr-botones">
        <a className="mr-boton mr-boton-sec" href={`tel:${cliente.telefono}`}>
          Llamar
        </a>
        <a
          className="mr-boton mr-boton-sec"
          href={enlaceWhatsApp(cliente.telefono)}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp
        </a>
        {mapa && (
          <a className="mr-boton mr-boton-sec" href={mapa} target="_blank" rel="noreferrer">
            Mapa
          </a>
        )}
        {abiertos.length > 0 && (
          <>
            <button type="button" className="mr-boton" onClick={() => onAccion('cobrar', parada)}>
              Cobrar
            </button>
            <button
              type="button"
              className="mr-boton mr-boton-sec"
              onClick={() => onAccion('visita', parada)}
            >
              Visita sin pago
            </button>
          </>
        )}
      </div>
    </li>
  );
});

function ElegirPrestamo({
  prestamos,
  elegido,
  onElegir,
}: {
  prestamos: PrestamoMiRuta[];
  elegido: PrestamoMiRuta;
  onElegir: (p: PrestamoMiRuta) => void;
}) {
  if (prestamos.length < 2) return null;
  return (
    <div className="mr-fila-botones" role="group" aria-label="Préstamo">
      {prestamos.map((p) => (
        <button
          key={p._id}
          type="button"
          className={p._id === elegido._id ? 'mr-boton' : 'mr-boton mr-boton-sec'}
          aria-pressed={p._id === elegido._id}
          onClick={() => onElegir(p)}
        >
          #{p.numero}
        </button>
      ))}
    </div>
  );
}

const TECLAS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '000', '0', 'borrar'];

function HojaCobrar({
  parada,
  onCerrar,
  onConfirmar,
}: {
  parada: ParadaMiRuta;
  onCerrar: () => void;
  onConfirmar: (prestamo: PrestamoMiRuta, monto: number) => Promise<void>;
}) {
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const [prestamo, setPrestamo] = useState(abiertos[0]!);
  const [monto, setMonto] = useState(() => String(debido(abiertos[0]!) || ''));
  const [confirmando, setConfirmando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const valor = Number(monto || '0');
  const error =
    valor <= 0
      ? 'Escriba el valor recibido'
      : valor > prestamo.saldoPendiente
        ? `El saldo es ${formatearCOP(prestamo.saldoPendiente)}`
        : null;
  return (
    <Dialogo titulo={`Cobrar a ${parada.cliente.nombre}`} onCerrar={onCerrar}>
      <ElegirPrestamo
        prestamos={abiertos}
        elegido={prestamo}
        onElegir={(p) => {
          setPrestamo(p);
          setMonto(String(debido(p) || ''));
          setConfirmando(false);
        }}
      />
      <p className="mr-nota">
        Debe hoy {formatearCOP(debido(prestamo))} · saldo {formatearCOP(prestamo.saldoPendiente)}
      </p>
      <output className="mr-monto" aria-live="polite" aria-label="Valor a cobrar" data-prueba="monto">
        {formatearCOP(valor)}
      </output>
      {!confirmando ? (
        <>
          <div className="mr-teclado">
            {TECLAS.map((t) => (
              <button
                key={t}
                type="button"
                className="mr-tecla"
                aria-label={t === 'borrar' ? 'Borrar' : t}
                onClick={() => setMonto((m) => teclear(m, t))}
              >
                {t === 'borrar' ? '⌫' : t}
              </button>
            ))}
          </div>
          {error && <p className="mr-error">{error}</p>}
          <button
            type="button"
            className="mr-boton mr-ancho"
            disabled={error !== null}
            onClick={() => setConfirmando(true)}
          >
            Continuar
          </button>
        </>
      ) : (
        <>
          <p>
            ¿Confirma el cobro de <strong>{formatearCOP(valor)}</strong> al préstamo #{prestamo.numero}?
          </p>
          <div className="mr-fila-botones">
            <button type="button" className="mr-boton mr-boton-sec" onClick={() => setConfirmando(false)}>
              Corregir
            </button>
            <button
              type="button"
              className="mr-boton"
              disabled={ocupado}
              onClick={() => {
                setOcupado(true);
                void onConfirmar(prestamo, valor).finally(() => setOcupado(false));
              }}
            >
              Confirmar cobro
            </button>
          </div>
        </>
      )}
    </Dialogo>
  );
}

function HojaVisita({
  parada,
  onCerrar,
  onGuardar,
}: {
  parada: ParadaMiRuta;
  onCerrar: () => void;
  onGuardar: (prestamo: PrestamoMiRuta, cuerpo: Record<string, unknown>) => Promise<void>;
}) {
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const [prestamo, setPrestamo] = useState(abiertos[0]!);
  const [resultado, setResultado] = useState<ResultadoGestion | null>(null);
  const [fechaPromesa, setFechaPromesa] = useState(hoyBogota());
  const [montoPromesa, setMontoPromesa] = useState(String(debido(abiertos[0]!) || ''));
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guardar = () => {
    if (!resultado) return setError('Elija qué pasó en la visita');
    const cuerpo: Record<string, unknown> = { resultado, nota: nota.trim() || null };
    if (resultado === 'promesa') {
      const monto = Number(montoPromesa);
      if (!fechaPromesa || fechaPromesa < hoyBogota())
        return setError('La fecha de la promesa no puede ser anterior a hoy');
      if (!Number.isInteger(monto) || monto <= 0) return setError('Indique cuánto promete pagar el cliente');
      Object.assign(cuerpo, { fechaPromesa, montoPromesa: monto });
    }
    if (resultado === 'otro' && !nota.trim()) return setError('Describa qué pasó en la visita');
    void onGuardar(prestamo, cuerpo);
  };
  return (
    <Dialogo titulo={`Visita a ${parada.cliente.nombre}`} onCerrar={onCerrar}>
      <ElegirPrestamo prestamos={abiertos} elegido={prestamo} onElegir={setPrestamo} />
      <fieldset className="mr-opciones">
        <legend>¿Qué pasó?</legend>
        {RESULTADOS_GESTION.map((r) => (
          <label key={r} className="mr-opcion">
            <input
              type="radio"
              name="resultado"
              value={r}
              checked={resultado === r}
              onChange={() => setResultado(r)}
            />
            {ETIQUETAS_RESULTADO_GESTION[r]}
          </label>
        ))}
      </fieldset>
      {resultado === 'promesa' && (
        <div className="mr-campos">
          <label>
            Fecha prometida
            <input
              type="date"
              value={fechaPromesa}
              min={hoyBogota()}
              onChange={(e) => setFechaPromesa(e.target.value)}
            />
          </label>
          <label>
            Valor prometido
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={montoPromesa}
              onChange={(e) => setMontoPromesa(e.target.value.replace(/\D/g, '').slice(0, 12))}
            />
          </label>
        </div>
      )}
      <div className="mr-campos">
        <label>
          Nota{resultado === 'otro' ? '' : ' (opcional)'}
          <textarea value={nota} maxLength={500} rows={2} onChange={(e) => setNota(e.target.value)} />
        </label>
      </div>
      {error && <p className="mr-error">{error}</p>}
      <button type="button" className="mr-boton mr-ancho" onClick={guardar}>
        Guardar visita
      </button>
    </Dialogo>
  );
}

function HojaRecibo({
  recibo,
  telefono,
  cobroId,
  token,
  onCerrar,
}: {
  recibo: DatosRecibo;
  telefono: string;
  cobroId: string | null;
  token: string;
  onCerrar: () => void;
}) {
  const texto = textoRecibo(recibo);
  const [error, setError] = useState<string | null>(null);
  const abrirPdf = async () => {
    try {
      const r = await fetch(`/api/notificaciones/recibos/${cobroId}/pdf`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!r.ok) throw new Error();
      window.open(URL.createObjectURL(await r.blob()), '_blank');
    } catch {
      setError('No se pudo abrir el recibo PDF');
    }
  };
  return (
    <Dialogo titulo={recibo.enviado ? 'Cobro registrado' : 'Cobro guardado sin señal'} onCerrar={onCerrar}>
      <pre className="mr-recibo" data-prueba="recibo">
        {texto}
      </pre>
      <div className="mr-fila-botones">
        <a className="mr-boton" href={enlaceWhatsApp(telefono, texto)} target="_blank" rel="noreferrer">
          Enviar por WhatsApp
        </a>
        <a className="mr-boton mr-boton-sec" href={enlaceSms(telefono, texto)}>
          Enviar por SMS
        </a>
        {'share' in navigator && (
          <button
            type="button"
            className="mr-boton mr-boton-sec"
            onClick={() =>
              void navigator.share({ title: 'Recibo de pago', text: texto }).catch(() => undefined)
            }
          >
            Compartir
          </button>
        )}
        {cobroId && (
          <button type="button" className="mr-boton mr-boton-sec" onClick={() => void abrirPdf()}>
            Recibo PDF
          </button>
        )}
      </div>
      {error && <p className="mr-error">{error}</p>}
    </Dialogo>
  );
}
