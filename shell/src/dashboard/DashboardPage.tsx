import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Card, Col, Row, Statistic, Typography } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  CloseCircleOutlined,
  GiftOutlined,
  SafetyOutlined,
  DollarOutlined,
  FileDoneOutlined,
  PercentageOutlined,
  RiseOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import {
  LIMITES,
  RANGOS_MORA,
  formatearCOP,
  formatearNumero,
  formatearPorcentaje,
  type AgingMora,
  type RangoMora,
} from '@cartera/dominio';
import {
  CIFRAS_CARTERA,
  CifraConAyuda,
  Cargando,
  clienteApi,
  mensajeDeError,
  registrarDiagnostico,
  Titulo,
  ZonaDiferida,
  useConsulta,
  useSesion,
  diferido,
} from '@cartera/plataforma';
import type { ResumenDashboard } from '@cartera/dominio';
import { UtilidadDelMes } from './UtilidadDelMes';

// The two tables (antd Table, ≈ 30 KB compressed) load when they are scrolled to: on a phone they are below the eight
// figures and the aging (docs/decisiones/capa-de-rendimiento-del-portal.md).
const TablaPrestamosRecientes = diferido(() =>
  import('./TablasRecientes').then((modulo) => ({ default: modulo.TablaPrestamosRecientes })),
);
const TablaCobrosRecientes = diferido(() =>
  import('./TablasRecientes').then((modulo) => ({ default: modulo.TablaCobrosRecientes })),
);

/** Height of a small table with a header and five rows: the frame the tables leave while they load. */
const ALTO_TABLA_RECIENTES = 234;

const COLORES_SEVERIDAD: Readonly<Record<RangoMora['severidad'], string>> = {
  baja: '#faad14',
  media: '#fa8c16',
  alta: '#fa541c',
  critica: '#cf1322',
};

interface Tile {
  titulo: string;
  /** What the figure includes, beside its name (docs/decisiones/cifras-y-valores-por-defecto.md). */
  ayuda?: string;
  icono: ReactNode;
  valor: (resumen: ResumenDashboard) => string;
}

/** The eight tiles of spec §2, in its order. Money in COP without decimals; recovery with one decimal. */
const TILES: readonly Tile[] = [
  { titulo: 'Total Clientes', icono: <TeamOutlined />, valor: (r) => formatearNumero(r.totalClientes) },
  { titulo: 'Total Préstamos', icono: <FileTextOutlined />, valor: (r) => formatearNumero(r.totalPrestamos) },
  { titulo: 'Monto Prestado', icono: <DollarOutlined />, valor: (r) => formatearCOP(r.montoPrestado) },
  { titulo: 'Monto Cobrado', icono: <WalletOutlined />, valor: (r) => formatearCOP(r.montoCobrado) },
  { titulo: 'Préstamos Activos', icono: <RiseOutlined />, valor: (r) => formatearNumero(r.prestamosActivos) },
  { titulo: 'Clientes Activos', icono: <UserSwitchOutlined />, valor: (r) => formatearNumero(r.clientesActivos) },
  { titulo: 'Total Cobros', icono: <FileDoneOutlined />, valor: (r) => formatearNumero(r.totalCobros) },
  {
    titulo: '% Recuperación',
    icono: <PercentageOutlined />,
    valor: (r) => formatearPorcentaje(r.porcentajeRecuperacion, 1),
  },
];

/** The figures of the loan journal (docs/libro.md): what is still owed in capital, forgiven, written off, recovered. */
const TILES_LIBRO: readonly Tile[] = [
  { ...CIFRAS_CARTERA.capital, icono: <BankOutlined />, valor: (r) => formatearCOP(r.carteraVigente) },
  { titulo: 'Condonado', icono: <GiftOutlined />, valor: (r) => formatearCOP(r.montoCondonado) },
  { titulo: 'Castigado', icono: <CloseCircleOutlined />, valor: (r) => formatearCOP(r.montoCastigado) },
  { titulo: 'Recuperado', icono: <SafetyOutlined />, valor: (r) => formatearCOP(r.montoRecuperado) },
  { titulo: 'En poder de cobradores', icono: <WalletOutlined />, valor: (r) => formatearCOP(r.enPoderCobradores) },
];

function Tiles({ tiles, resumen }: { tiles: readonly Tile[]; resumen: ResumenDashboard | null }) {
  return (
    <>
      {tiles.map((tile) => (
        <Col key={tile.titulo} xs={24} sm={12} xl={6}>
          <Card size="small" role="group" aria-label={tile.titulo}>
            <Statistic
              title={tile.ayuda ? <CifraConAyuda titulo={tile.titulo} ayuda={tile.ayuda} /> : tile.titulo}
              prefix={tile.icono}
              value={0}
              formatter={() => (resumen ? tile.valor(resumen) : '—')}
            />
          </Card>
        </Col>
      ))}
    </>
  );
}

/** Admin and gerente: the requests awaiting their approval, linking to the Solicitudes view of Préstamos. */
function SolicitudesPendientes({ cantidad }: { cantidad: number | null }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Link to="/prestamos?vista=solicitudes" aria-label="Solicitudes pendientes">
        <Card size="small" role="group" aria-label="Solicitudes pendientes" hoverable>
          <Statistic
            title={
              <Badge dot={(cantidad ?? 0) > 0} offset={[6, 0]}>
                Solicitudes pendientes
              </Badge>
            }
            prefix={<AuditOutlined />}
            value={0}
            formatter={() => (cantidad === null ? '—' : formatearNumero(cantidad))}
          />
        </Card>
      </Link>
    </Col>
  );
}

function AgingMoraBloque({ aging }: { aging: Record<string, number> | null }) {
  return (
    <Card title="Aging de Mora" size="small" style={{ marginBottom: 16 }} role="region" aria-label="Aging de Mora">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Cuotas en mora agrupadas por rango de días.
      </Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {RANGOS_MORA.map((rango) => (
          <Col key={rango.clave} xs={12} md={6}>
            <div role="group" aria-label={rango.etiqueta} style={{ borderLeft: `4px solid ${COLORES_SEVERIDAD[rango.severidad]}`, paddingLeft: 12 }}>
              <Statistic
                title={rango.etiqueta}
                value={aging?.[rango.clave] ?? 0}
                formatter={() => (aging ? formatearNumero(aging[rango.clave] ?? 0) : '—')}
              />
            </div>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/**
 * Half of the row of recent items from 1600 px (one above the other below it: side by side at 1366 px the collections'
 * table scrolled sideways); a region named by its title, its table drawn when it comes into view.
 */
function Recientes({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Col xs={24} xxl={12}>
      <Card title={titulo} size="small" role="region" aria-label={titulo}>
        <ZonaDiferida alto={ALTO_TABLA_RECIENTES} separacion={0} alVerse>
          {children}
        </ZonaDiferida>
      </Card>
    </Col>
  );
}

/** A failed part of the dashboard, in the diagnostics log: nothing else (spec §8). */
function sinParte<T>(que: string): (error: unknown) => T | null {
  return (error) => {
    registrarDiagnostico('error', 'http', `Dashboard: no se pudo cargar ${que} (${mensajeDeError(error, 'sin detalle')})`);
    return null;
  };
}

/**
 * The figures and the overdue aging at once; each failure leaves its part `null`: without figures the failure is only
 * logged, without the aging the rest of the dashboard still shows (spec §7 Other).
 */
async function cargarTablero() {
  const [resumen, aging] = await Promise.all([
    clienteApi.get('/api/dashboard/resumen').catch(sinParte<ResumenDashboard>('el resumen')),
    clienteApi.get('/api/prestamos/reportes/aging').catch(sinParte<AgingMora>('el aging de mora')),
  ]);
  return { resumen, aging };
}

/**
 * 'Dashboard Principal' (spec §2): the eight figures, the overdue aging and the five newest loans and
 * collections. Load errors are only logged to the diagnostics log (spec §8); a failed aging leaves the rest.
 */
export default function DashboardPage() {
  const { datos, cargando } = useConsulta(cargarTablero, [], { guardarComo: 'dashboard' });
  const rol = useSesion((estado) => estado.usuario?.rol);
  const aprueba = rol === 'admin' || rol === 'gerente';

  if (cargando && !datos) {
    return (
      <>
        <Titulo>Dashboard Principal</Titulo>
        <Cargando texto="Cargando dashboard..." />
      </>
    );
  }

  const resumen = datos?.resumen ?? null;
  const ultimosPrestamos = (resumen?.ultimosPrestamos ?? []).slice(0, LIMITES.recientes);
  const ultimosCobros = (resumen?.ultimosCobros ?? []).slice(0, LIMITES.recientes);

  return (
    <>
      <Titulo>Dashboard Principal</Titulo>

      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Tiles tiles={TILES} resumen={resumen} />
        <Tiles tiles={TILES_LIBRO} resumen={resumen} />
        {rol === 'admin' && <UtilidadDelMes />}
        {aprueba && <SolicitudesPendientes cantidad={resumen ? (resumen.solicitudesPendientes ?? 0) : null} />}
      </Row>

      <AgingMoraBloque aging={datos?.aging ?? null} />

      <Row gutter={[16, 16]}>
        <Recientes titulo="Últimos Préstamos">
          <TablaPrestamosRecientes prestamos={ultimosPrestamos} />
        </Recientes>
        <Recientes titulo="Últimos Cobros">
          <TablaCobrosRecientes cobros={ultimosCobros} />
        </Recientes>
      </Row>
    </>
  );
}
