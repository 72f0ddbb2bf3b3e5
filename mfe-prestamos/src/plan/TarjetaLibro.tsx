import { useState } from 'react';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import {
  formatearCOP,
  puedeAnular,
  puedeCastigar,
  puedeCondonar,
  puedeLiquidar,
  type DatosMotivo,
  type LibroPrestamo,
  type MoraPrestamo,
  type Rol,
} from '@cartera/dominio';
import { clienteApi, modalDiferido } from '@cartera/plataforma';
import { puedeAdministrarPrestamos } from '../prestamos/acciones';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import type { Prestamo } from '@cartera/dominio';
import { resultadoOperacion } from '../prestamos/resultadoOperacion';

const LiquidarModal = modalDiferido(() =>
  import('./LiquidarModal').then((m) => ({ default: m.LiquidarModal })),
);
const CondonarModal = modalDiferido(() =>
  import('./CondonarModal').then((m) => ({ default: m.CondonarModal })),
);
const MotivoModal = modalDiferido(() => import('./MotivoModal').then((m) => ({ default: m.MotivoModal })));

export type OperacionLibro = 'liquidar' | 'condonar' | 'castigar' | 'anular';

/**
 * The journal operations a user may start on this loan: the lifecycle rules of @cartera/dominio (what the API
 * accepts) and the role (admin and gerente liquidate, forgive, write off and annul; a gerente's forgiveness or
 * write-off above the organisation's threshold waits for an admin, and the API's message says so).
 */
export function operacionesDisponibles(
  estado: Prestamo['estado'],
  libro: LibroPrestamo,
  rol: Rol | undefined,
): OperacionLibro[] {
  if (!puedeAdministrarPrestamos(rol)) return [];
  const operaciones: OperacionLibro[] = [];
  if (puedeLiquidar(estado)) operaciones.push('liquidar');
  if (puedeCondonar(estado)) operaciones.push('condonar');
  if (puedeCastigar(estado)) operaciones.push('castigar');
  if (puedeAnular(estado, libro)) operaciones.push('anular');
  return operaciones;
}

const CIFRAS: ReadonlyArray<{ clave: keyof LibroPrestamo; titulo: string }> = [
  { clave: 'pactado', titulo: 'Pactado' },
  { clave: 'cobrado', titulo: 'Cobrado' },
  { clave: 'condonado', titulo: 'Condonado' },
  { clave: 'castigado', titulo: 'Castigado' },
  { clave: 'recuperado', titulo: 'Recuperado' },
  { clave: 'saldoPendiente', titulo: 'Saldo pendiente' },
];

/** The buttons of the operations, in the order `operacionesDisponibles` gives them. */
const BOTONES: ReadonlyArray<{ operacion: OperacionLibro; texto: string; peligro?: boolean }> = [
  { operacion: 'liquidar', texto: 'Liquidar' },
  { operacion: 'condonar', texto: 'Condonar' },
  { operacion: 'castigar', texto: 'Castigar', peligro: true },
  { operacion: 'anular', texto: 'Anular', peligro: true },
];

type PrestamoDelLibro = Prestamo & { libro: LibroPrestamo; mora?: MoraPrestamo };

/** The operations that only ask for a reason (MotivoModal): the amount they name, their words and their call. */
const CON_MOTIVO = {
  castigar: {
    titulo: 'Castigar préstamo',
    textoAceptar: 'Castigar',
    monto: (prestamo: PrestamoDelLibro) => prestamo.libro.saldoPendiente,
    explicacion: (monto: string) =>
      `El saldo pendiente de ${monto} se da por perdido y el préstamo queda castigado. Lo que el cliente pague después se registra como recuperación.`,
    confirmacion: CONFIRMACIONES_LIBRO.castigar,
    enviar: (id: string, cuerpo: DatosMotivo, clave: string) =>
      clienteApi.conSobre.post('/api/prestamos/{id}/castigar', { ruta: { id }, cuerpo, clave }),
    exito: MENSAJES_LIBRO.castigado,
    error: MENSAJES_LIBRO.errorCastigar,
  },
  anular: {
    titulo: 'Anular préstamo',
    textoAceptar: 'Anular',
    monto: (prestamo: PrestamoDelLibro) => prestamo.monto,
    explicacion: (monto: string) =>
      `Se deshace el desembolso de ${monto}: el dinero vuelve a la caja y el préstamo queda cancelado. Sólo es posible mientras no tenga cobros.`,
    confirmacion: CONFIRMACIONES_LIBRO.anular,
    enviar: (id: string, cuerpo: DatosMotivo, clave: string) =>
      clienteApi.conSobre.post('/api/prestamos/{id}/anular', { ruta: { id }, cuerpo, clave }),
    exito: MENSAJES_LIBRO.anulado,
    error: MENSAJES_LIBRO.errorAnular,
  },
};

interface Props {
  /** `mora`: el interés de mora del préstamo (docs/decisiones/interes-de-mora.md), aparte del saldo. */
  prestamo: PrestamoDelLibro;
  rol: Rol | undefined;
  /** After an operation: reload the plan, the figures and the journal. */
  alCambiar: () => void;
}

/** 'Libro del préstamo': the loan's figures from its journal and the operations on it (docs/libro.md). */
export function TarjetaLibro({ prestamo, rol, alCambiar }: Props) {
  const { libro } = prestamo;
  const [abierta, setAbierta] = useState<OperacionLibro | null>(null);
  const operaciones = operacionesDisponibles(prestamo.estado, libro, rol);
  const cerrar = () => setAbierta(null);
  const terminar = () => {
    setAbierta(null);
    alCambiar();
  };
  const conMotivo = abierta === 'castigar' || abierta === 'anular' ? CON_MOTIVO[abierta] : null;
  const montoNombrado = conMotivo && formatearCOP(conMotivo.monto(prestamo));

  return (
    <Card
      size="small"
      title="Libro del préstamo"
      style={{ marginBottom: 16 }}
      role="region"
      aria-label="Libro del préstamo"
      extra={
        operaciones.length > 0 && (
          <Space wrap>
            {BOTONES.filter((boton) => operaciones.includes(boton.operacion)).map((boton) => (
              <Button key={boton.operacion} danger={boton.peligro} onClick={() => setAbierta(boton.operacion)}>
                {boton.texto}
              </Button>
            ))}
          </Space>
        )
      }
    >
      <Row gutter={[12, 12]}>
        {CIFRAS.map((cifra) => (
          <Col key={cifra.clave} xs={12} md={8} xl={4}>
            <div role="group" aria-label={cifra.titulo}>
              <Statistic title={cifra.titulo} value={0} formatter={() => formatearCOP(libro[cifra.clave])} />
            </div>
          </Col>
        ))}
        {prestamo.mora && (prestamo.mora.causado > 0 || prestamo.mora.tasa !== null) && (
          <Col xs={12} md={8} xl={4}>
            <div role="group" aria-label="Interés de mora pendiente">
              <Statistic
                title="Interés de mora pendiente"
                value={0}
                formatter={() => formatearCOP(prestamo.mora?.pendiente ?? 0)}
              />
              <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
                Causado {formatearCOP(prestamo.mora.causado)}
                {prestamo.mora.tasa !== null && ` · ${prestamo.mora.tasa.toLocaleString('es-CO')} % EA`}. Se
                cobra antes que las cuotas.
              </div>
            </div>
          </Col>
        )}
      </Row>

      {abierta === 'liquidar' && (
        <LiquidarModal prestamo={prestamo} alCerrar={cerrar} alGuardar={terminar} />
      )}
      {abierta === 'condonar' && (
        <CondonarModal prestamo={prestamo} alCerrar={cerrar} alGuardar={terminar} />
      )}
      {conMotivo && montoNombrado && (
        <MotivoModal
          titulo={conMotivo.titulo}
          textoAceptar={conMotivo.textoAceptar}
          peligro
          explicacion={conMotivo.explicacion(montoNombrado)}
          confirmacion={conMotivo.confirmacion(prestamo.cliente.nombre, montoNombrado)}
          enviar={async (cuerpo, clave) => resultadoOperacion(await conMotivo.enviar(prestamo._id, cuerpo, clave))}
          exito={conMotivo.exito}
          error={conMotivo.error}
          alCerrar={cerrar}
          alGuardar={terminar}
        />
      )}
    </Card>
  );
}
