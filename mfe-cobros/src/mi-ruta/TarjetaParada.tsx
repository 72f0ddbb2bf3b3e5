// One stop of the day: the client, each loan's amounts, what is queued for it and the actions (call, WhatsApp, map,
// collect, visit). Memoised: drawing more stops does not redraw the others. `soloLectura`: the office's view.
import { memo } from 'react';
import {
  ETIQUETAS_RESULTADO_GESTION,
  RESULTADOS_GESTION,
  esValorDe,
  formatearCedula,
  formatearCOP,
  formatearFecha,
  type ParadaMiRuta,
} from '@cartera/dominio';
import type { Pendiente } from './almacen';
import { enlaceMapa, enlaceWhatsApp } from './texto';

export type AccionParada = 'cobrar' | 'visita';

export const TarjetaParada = memo(function TarjetaParada({
  parada,
  pendientes,
  onAccion,
}: {
  parada: ParadaMiRuta;
  pendientes: Map<string, Pendiente[]>;
  /** Without it (the office's read-only view), no collect or visit buttons. */
  onAccion?: (tipo: AccionParada, parada: ParadaMiRuta) => void;
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
          {cliente.cedula && <p>Cédula {formatearCedula(cliente.cedula)}</p>}
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
          {p.mora > 0 && (
            <div>
              <dt>Interés de mora</dt>
              <dd className="mr-dinero">{formatearCOP(p.mora)}</dd>
            </div>
          )}
          <div>
            <dt>Días de atraso</dt>
            <dd>{p.diasVencido}</dd>
          </div>
          <div>
            <dt>Último pago</dt>
            <dd>
              {p.ultimoPago ? (
                <>
                  <span className="mr-dinero">{formatearCOP(p.ultimoPago.monto)}</span> · {formatearFecha(p.ultimoPago.fecha)}
                </>
              ) : (
                'Ninguno'
              )}
            </dd>
          </div>
          {p.cobradoHoy > 0 && (
            <div>
              <dt>Cobrado hoy</dt>
              <dd className="mr-dinero">{formatearCOP(p.cobradoHoy)}</dd>
            </div>
          )}
          {(p.porConfirmar ?? 0) > 0 && (
            <div>
              <dt>Transferencia por confirmar</dt>
              <dd className="mr-dinero">{formatearCOP(p.porConfirmar ?? 0)}</dd>
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
                : esValorDe(RESULTADOS_GESTION, e.cuerpo.resultado)
                  ? ETIQUETAS_RESULTADO_GESTION[e.cuerpo.resultado]
                  : ''}
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
        {onAccion && abiertos.length > 0 && (
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
