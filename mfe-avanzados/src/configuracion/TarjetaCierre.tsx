import { useState } from 'react';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { finDeMes, formatearFecha, hoyBogota, sumarDias, type Fecha } from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  ErrorDeCarga,
  useConsulta,
  useSesion,
  useGuardado,
} from '@cartera/plataforma';

const NOMBRES_MES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;

/** 'octubre de 2026' for any day of that month. */
export function nombreMes(fecha: Fecha): string {
  return `${NOMBRES_MES[Number(fecha.slice(5, 7)) - 1]} de ${fecha.slice(0, 4)}`;
}

/** The last days of the `cantidad` months that already ended, the most recent first. */
export function mesesTerminados(hoy: Fecha, cantidad = 24): Fecha[] {
  const meses: Fecha[] = [];
  let fin = sumarDias(`${hoy.slice(0, 8)}01`, -1);
  while (meses.length < cantidad) {
    meses.push(fin);
    fin = sumarDias(`${fin.slice(0, 8)}01`, -1);
  }
  return meses.map(finDeMes);
}

/**
 * Configuración → Sistema: closing of periods (docs/libro.md). Once the office has squared a month, the admin closes
 * the books up to its last day and nothing dated in it can be registered, changed or deleted any more (the database
 * refuses it); reopening is the admin's too, and both are audited. The gerente sees up to where it is closed.
 */
export function TarjetaCierre() {
  const esAdmin = useSesion((estado) => estado.usuario?.rol === 'admin');
  const { datos, error, recargar } = useConsulta(() => clienteApi.get('/api/contabilidad/cierre'), []);
  const [mes, setMes] = useState<Fecha | undefined>(undefined);
  const { guardando, ejecutar } = useGuardado();
  const cerradoHasta = datos?.cerradoHasta ?? null;

  const cambiar = async (nuevo: Fecha | null) => {
    const pregunta =
      nuevo === null
        ? '¿Reabrir todos los periodos? Se podrán volver a registrar y cambiar movimientos con cualquier fecha.'
        : cerradoHasta !== null && nuevo < cerradoHasta
          ? `¿Reabrir hasta ${nombreMes(nuevo)}? Los meses siguientes vuelven a admitir movimientos.`
          : `¿Cerrar los libros hasta el ${formatearFecha(nuevo)}? Nada con esa fecha o anterior se podrá registrar, cambiar ni borrar.`;
    if (!(await confirmar(pregunta))) return;
    await ejecutar(() => clienteApi.put('/api/contabilidad/cierre', { cuerpo: { cerradoHasta: nuevo } }), {
      exito: nuevo === null ? 'Periodos reabiertos' : `Libros cerrados hasta el ${formatearFecha(nuevo)}`,
      error: 'No se pudo cambiar el cierre',
      alTerminar: () => {
        setMes(undefined);
        recargar();
      },
    });
  };

  return (
    <Card title={<span><LockOutlined /> Cierre de periodos</span>} size="small" role="region" aria-label="Cierre de periodos">
      <Flex vertical gap={12}>
        {error ? (
          <ErrorDeCarga error={error} texto="No se pudo leer el cierre de periodos" tipo="warning" />
        ) : (
          <Typography.Text>
            {datos === undefined
              ? 'Cargando…'
              : cerradoHasta === null
                ? 'No hay periodos cerrados: se admiten movimientos con cualquier fecha.'
                : `Libros cerrados hasta el ${formatearFecha(cerradoHasta)} (${nombreMes(cerradoHasta)}): nada con esa fecha o anterior se registra, cambia ni borra.`}
          </Typography.Text>
        )}
        {esAdmin ? (
          <Flex gap={8} wrap align="center">
            <Select<Fecha>
              aria-label="Mes hasta el que se cierra"
              placeholder="Elija un mes terminado"
              style={{ minWidth: 240 }}
              value={mes}
              onChange={setMes}
              options={mesesTerminados(hoyBogota()).map((fin) => ({ value: fin, label: nombreMes(fin) }))}
            />
            <Button type="primary" disabled={mes === undefined || mes === cerradoHasta} loading={guardando} onClick={() => mes && void cambiar(mes)}>
              {mes !== undefined && cerradoHasta !== null && mes < cerradoHasta ? 'Reabrir hasta ese mes' : 'Cerrar hasta ese mes'}
            </Button>
            {cerradoHasta !== null && (
              <Button danger disabled={guardando} onClick={() => void cambiar(null)}>
                Reabrir todo
              </Button>
            )}
          </Flex>
        ) : (
          <Typography.Text type="secondary">Sólo un administrador cierra o reabre periodos.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
