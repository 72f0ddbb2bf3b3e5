import { Alert, Button, Card, Flex, Select, Table, Typography, type TableProps } from 'antd';
import {
  COLUMNAS_IMPORTACION,
  HOJAS_IMPORTACION,
  claveDeEncabezado,
  mapeoDeHoja,
  revisarEncabezados,
  type HojaImportacion,
  type MapeoColumnas,
} from '@cartera/dominio';

/** '' in a mapping: the header is left out on purpose. */
const NO_USAR = '';

/** The template column a file header gives with this mapping (undefined when none). */
function columnaDe(hoja: HojaImportacion, encabezado: string, mapeo: MapeoColumnas): string | undefined {
  const propio = mapeoDeHoja(mapeo, hoja)[encabezado];
  if (propio !== undefined) return propio;
  return claveDeEncabezado(hoja, encabezado) ?? undefined;
}

/** The same mapping with `encabezado` of `hoja` pointing at `columna` (per sheet, so other sheets keep theirs). */
export function conColumna(mapeo: MapeoColumnas, hoja: HojaImportacion, encabezado: string, columna: string): MapeoColumnas {
  const actual = mapeo[hoja];
  const deHoja = typeof actual === 'object' ? actual : {};
  return { ...mapeo, [hoja]: { ...deHoja, [encabezado]: columna } };
}

interface FilaMapeo {
  encabezado: string;
}

/**
 * The mapping step of «Importar»: for each sheet of the file, its headers and the template column each one fills
 * (pre-filled from the organisation's remembered mapping); the required columns still missing block the review.
 */
export function MapeoColumnas({
  encabezados,
  mapeo,
  onCambiar,
  onRevisar,
  onCancelar,
  ocupado,
}: {
  encabezados: Partial<Record<HojaImportacion, string[]>>;
  mapeo: MapeoColumnas;
  onCambiar: (mapeo: MapeoColumnas) => void;
  onRevisar: () => void;
  onCancelar: () => void;
  ocupado: boolean;
}) {
  const hojas = HOJAS_IMPORTACION.filter((hoja) => encabezados[hoja] !== undefined);
  const faltan = hojas.flatMap((hoja) =>
    revisarEncabezados(hoja, encabezados[hoja] ?? [], mapeo).faltan.map((columna) => `${hoja}: ${columna}`),
  );
  return (
    <Card title="Columnas del archivo">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">
          Los encabezados del archivo no son los de la plantilla. Diga qué columna de la plantilla lleva cada uno;
          Cartera recuerda esta equivalencia para la próxima vez.
        </Typography.Paragraph>
        {hojas.map((hoja) => {
          const columnas: TableProps<FilaMapeo>['columns'] = [
            { title: 'Encabezado del archivo', dataIndex: 'encabezado' },
            {
              title: 'Columna de la plantilla',
              render: (_, { encabezado }) => (
                <Select
                  aria-label={`Columna de ${hoja} para ${encabezado}`}
                  style={{ minWidth: 220 }}
                  placeholder="Elija una columna"
                  value={columnaDe(hoja, encabezado, mapeo)}
                  onChange={(columna: string) => onCambiar(conColumna(mapeo, hoja, encabezado, columna))}
                  options={[
                    { value: NO_USAR, label: '(no usar)' },
                    ...COLUMNAS_IMPORTACION[hoja].map((c) => ({
                      value: c.clave,
                      label: c.obligatoria ? `${c.clave} (obligatoria)` : c.clave,
                    })),
                  ]}
                />
              ),
            },
          ];
          const filas = (encabezados[hoja] ?? []).filter((e) => e.trim() !== '').map((encabezado) => ({ encabezado }));
          return (
            <div key={hoja}>
              <Typography.Title level={5}>{hoja}</Typography.Title>
              <Table rowKey="encabezado" columns={columnas} dataSource={filas} size="small" pagination={false} />
            </div>
          );
        })}
        {faltan.length > 0 && (
          <Alert type="warning" showIcon title={`Faltan columnas obligatorias: ${faltan.join(', ')}`} />
        )}
        <Flex gap={8}>
          <Button type="primary" disabled={faltan.length > 0} loading={ocupado} onClick={onRevisar}>
            Revisar con estas columnas
          </Button>
          <Button onClick={onCancelar}>Cancelar</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
