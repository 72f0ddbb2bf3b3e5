// «Importar extracto»: the account, the bank's file (XLSX or CSV) and, when the server asks for them (first statement of
// the account, or a file whose headers are not the remembered ones), which column holds each datum, offering the
// file's headers (the server's `errors.encabezados`; a CSV's first line before that). The server remembers the
// mapping per account, so the next statement of that bank needs only the file.
import { useEffect, useRef, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Flex, Form, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  CODIGOS,
  ETIQUETAS_TIPO_CUENTA_PAGO,
  type ColumnasExtracto,
  type CuentaPago,
  type ResultadoExtracto,
} from '@cartera/dominio';
import {
  AvanceTrabajo,
  clienteApi,
  esErrorHttp,
  mensajeDeError,
  nuevaClaveIdempotencia,
  toast,
} from '@cartera/plataforma';

/** While the server applies the statement's lines, its progress is asked again this often. */
export const SONDEO_EXTRACTO_MS = 1000;

/**
 * Sends a statement (multipart `archivo`, `cuenta`, and `columnas` when the office maps them; without them the server
 * uses the ones remembered for the account). `clave` is the upload's Idempotency-Key.
 */
function enviarExtracto(datos: { archivo: File; cuenta: string; columnas?: ColumnasExtracto }, clave: string) {
  const formulario = new FormData();
  formulario.append('cuenta', datos.cuenta);
  if (datos.columnas) formulario.append('columnas', JSON.stringify(datos.columnas));
  formulario.append('archivo', datos.archivo, datos.archivo.name);
  return clienteApi.post('/api/pagos/extractos', { cuerpo: formulario, clave });
}

/** The columns' fields, in the order the form shows them. */
const CAMPOS_COLUMNAS: ReadonlyArray<{
  campo: keyof ColumnasExtracto;
  etiqueta: string;
  obligatorio: boolean;
}> = [
  { campo: 'fecha', etiqueta: 'Fecha', obligatorio: true },
  { campo: 'descripcion', etiqueta: 'Descripción', obligatorio: true },
  { campo: 'valor', etiqueta: 'Valor', obligatorio: true },
  { campo: 'referencia', etiqueta: 'Referencia (opcional)', obligatorio: false },
  // The bank's running balance: the reconciliation then compares the ledger with what the bank says it holds.
  { campo: 'saldo', etiqueta: 'Saldo (opcional)', obligatorio: false },
];

/** The header row of a CSV file (`;` or `,`, as Excel es-CO or a bank writes it), to offer its names; [] otherwise. */
export async function encabezadosCsv(archivo: File): Promise<string[]> {
  if (!/\.csv$/i.test(archivo.name)) return [];
  const texto = await new Promise<string>((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () => resolver(String(lector.result ?? ''));
    lector.onerror = () => rechazar(lector.error);
    lector.readAsText(archivo.slice(0, 4096));
  });
  const primera = texto.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const separador = primera.split(';').length >= primera.split(',').length ? ';' : ',';
  return primera
    .split(separador)
    .map((celda) =>
      celda
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((celda) => celda.length > 0);
}

/** `cantidad` with the word that fits it: «1 línea», «4 líneas». */
const contar = (cantidad: number, una: string, varias: string) => `${cantidad} ${cantidad === 1 ? una : varias}`;

/**
 * «N líneas, N conciliadas, N en Recaudos por aplicar» (the tab's name) and what was left out, in the singular for one
 * («1 línea, 0 conciliadas, 1 en Recaudos por aplicar»).
 */
export function resumenExtracto(resultado: ResultadoExtracto): string {
  const partes = [
    `${contar(resultado.lineas, 'línea', 'líneas')}, ${contar(resultado.conciliadas, 'conciliada', 'conciliadas')}, ` +
      `${resultado.enSuspenso} en Recaudos por aplicar`,
  ];
  if (resultado.repetidas > 0)
    partes.push(contar(resultado.repetidas, 'ya importada antes (no suma nada)', 'ya importadas antes (no suman nada)'));
  if (resultado.debitos > 0) partes.push(contar(resultado.debitos, 'débito (no es un recaudo)', 'débitos (no son recaudos)'));
  return partes.join(' · ');
}

export function ImportarExtracto({
  cuentas,
  alImportar,
}: {
  cuentas: readonly CuentaPago[];
  alImportar: (resultado: ResultadoExtracto) => void;
}) {
  const [form] = Form.useForm<ColumnasExtracto>();
  const [cuenta, setCuenta] = useState<string | undefined>(
    cuentas.length === 1 ? cuentas[0]!._id : undefined,
  );
  const [archivo, setArchivo] = useState<File | null>(null);
  const [encabezados, setEncabezados] = useState<string[]>([]);
  const [pedirColumnas, setPedirColumnas] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [resultado, setResultado] = useState<ResultadoExtracto | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // One key per upload: the same on a retry of the same file, account and columns; a new one when any changes.
  const [clave, setClave] = useState(nuevaClaveIdempotencia);
  const cambiar = () => {
    setClave(nuevaClaveIdempotencia());
    setResultado(null);
  };

  const elegirArchivo = (elegido: File) => {
    setArchivo(elegido);
    cambiar();
    void encabezadosCsv(elegido).then(setEncabezados, () => setEncabezados([]));
  };

  const importar = async () => {
    if (!archivo || !cuenta) return;
    let columnas: ColumnasExtracto | undefined;
    if (pedirColumnas) {
      try {
        const campos = await form.validateFields();
        columnas = {
          fecha: campos.fecha,
          descripcion: campos.descripcion,
          valor: campos.valor,
          ...(campos.referencia?.trim() ? { referencia: campos.referencia.trim() } : {}),
          ...(campos.saldo?.trim() ? { saldo: campos.saldo.trim() } : {}),
        };
      } catch {
        return;
      }
    }
    setOcupado(true);
    try {
      const hecho = await enviarExtracto({ archivo, cuenta, columnas }, clave);
      setResultado(hecho);
      setAviso(null);
      toast.exito(hecho.estado === 'aplicado' ? 'Extracto importado' : 'Extracto importado: aplicando sus líneas');
      if (hecho.estado === 'aplicado') alImportar(hecho);
    } catch (error) {
      // The server has no columns for the account yet (400 with `errors.columnas`), or cannot read the file with the
      // ones it remembers (EXTRACTO_INVALIDO): the office maps them.
      const columnasPedidas = esErrorHttp(error) ? error.errors?.columnas?.[0] : undefined;
      if (esErrorHttp(error) && (columnasPedidas || error.code === CODIGOS.extractoInvalido)) {
        setPedirColumnas(true);
        setAviso(columnasPedidas ?? error.message);
        // The file's headers as the server read them (an XLSX too): offered in each column's field.
        const delArchivo = error.errors?.encabezados;
        if (delArchivo && delArchivo.length > 0) setEncabezados(delArchivo);
      } else toast.error(mensajeDeError(error, 'No se pudo importar el extracto'));
    } finally {
      setOcupado(false);
    }
  };

  // The matched lines are charged in the background: the progress comes from the server every second until done,
  // and then the figures are the final ones (a rejected charge left its line in suspense).
  const aplicando = resultado?.estado === 'aplicando';
  const idAplicando = aplicando ? resultado.id : null;
  const avisar = useRef(alImportar);
  avisar.current = alImportar;
  useEffect(() => {
    if (!idAplicando) return;
    const temporizador = setInterval(() => {
      // Its state and progress without its lines.
      const consulta = { detalle: 'no' } as const;
      clienteApi.get('/api/pagos/extractos/{id}', { ruta: { id: idAplicando }, consulta }).then((avance) => {
        setResultado((actual) => (actual?.id === avance.id ? { ...actual, ...avance } : actual));
        if (avance.estado === 'aplicado') avisar.current(avance);
      }, () => undefined);
    }, SONDEO_EXTRACTO_MS);
    return () => clearInterval(temporizador);
  }, [idAplicando]);

  const opciones = encabezados.map((e) => ({ value: e }));
  return (
    <Card title="Importar extracto">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          El extracto del banco o la billetera (.xlsx o .csv, fechas y valores como los escribe el banco).
          Cada crédito se cruza solo con un préstamo (referencia de pago o cédula) o con una transferencia por
          confirmar; lo que no, queda en «Recaudos por aplicar». Importar dos veces el mismo extracto no suma
          nada.
        </Typography.Paragraph>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label="Cuenta del extracto"
            placeholder="Cuenta"
            style={{ minWidth: 260 }}
            value={cuenta}
            onChange={(valor: string) => {
              setCuenta(valor);
              cambiar();
            }}
            options={cuentas.map((c) => ({
              value: c._id,
              label: `${ETIQUETAS_TIPO_CUENTA_PAGO[c.tipo]} · ${c.nombre}`,
            }))}
          />
          <Upload
            accept=".xlsx,.csv"
            maxCount={1}
            beforeUpload={(elegido) => {
              elegirArchivo(elegido);
              return false;
            }}
            onRemove={() => {
              setArchivo(null);
              setEncabezados([]);
              cambiar();
            }}
          >
            <Button icon={<UploadOutlined />}>Elegir archivo</Button>
          </Upload>
          {!pedirColumnas && (
            <Button type="link" onClick={() => setPedirColumnas(true)}>
              Indicar columnas
            </Button>
          )}
          <Button
            type="primary"
            disabled={!archivo || !cuenta}
            loading={ocupado}
            onClick={() => void importar()}
          >
            Importar
          </Button>
        </Flex>
        {aviso && <Alert type="warning" showIcon title={aviso} />}
        {pedirColumnas && (
          <Form form={form} name="columnas-extracto" layout="inline" onValuesChange={cambiar}>
            {CAMPOS_COLUMNAS.map(({ campo, etiqueta, obligatorio }) => (
              <Form.Item
                key={campo}
                name={campo}
                label={etiqueta}
                rules={
                  obligatorio
                    ? [
                        {
                          required: true,
                          whitespace: true,
                          message: `Indique la columna de ${etiqueta.toLowerCase()}`,
                        },
                      ]
                    : []
                }
              >
                <AutoComplete
                  options={opciones}
                  placeholder={encabezados.length > 0 ? 'Encabezado' : 'Encabezado o letra (A, B…)'}
                  style={{ width: 180 }}
                  filterOption={(texto, opcion) =>
                    String(opcion?.value ?? '')
                      .toLowerCase()
                      .includes(texto.toLowerCase())
                  }
                />
              </Form.Item>
            ))}
          </Form>
        )}
        {resultado && aplicando && (
          <AvanceTrabajo
            hechas={resultado.progreso.hechas}
            total={resultado.progreso.total}
            activo
            unidad="líneas aplicadas"
            etiqueta="Avance del extracto"
          />
        )}
        {resultado && !aplicando && (
          <Alert
            type="success"
            showIcon
            title={resumenExtracto(resultado)}
            data-prueba="resultado-extracto"
          />
        )}
      </Flex>
    </Card>
  );
}
