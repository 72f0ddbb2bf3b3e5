import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Typography, type TableProps } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  hoyBogota,
  MENSAJES_EXPORTE_CONTABLE,
  type CatalogoCuentas,
  type CodigoEquivalente,
  type DatosEquivalenciaCuenta,
  type EquivalenciaCuenta,
  type EstiloRegional,
  type FormatoExporteDiario,
  type RangoContable,
} from '@cartera/dominio';
import {
  aplicarErroresServidor,
  clienteApi,
  descargarArchivo,
  mensajeDeError,
  SelectorPeriodo,
  toast,
  useConsulta,
  useDescarga,
  useSesion,
  useDialogo,
} from '@cartera/plataforma';
import { mesDe } from './periodos';
import type { CierreModal } from '@cartera/plataforma/formularios';

const PROGRAMAS: Array<{ value: FormatoExporteDiario; label: string }> = [
  { value: 'siigo', label: 'Siigo (modelo de movimiento contable, XLSX)' },
  { value: 'worldoffice', label: 'World Office (documentos contables, XLSX)' },
  { value: 'csv', label: 'CSV de Cartera' },
  { value: 'xlsx', label: 'XLSX de Cartera' },
];

const CATALOGOS: Array<{ value: CatalogoCuentas; label: string }> = [
  { value: 'cartera', label: 'Códigos de Cartera' },
  { value: 'puc', label: 'PUC comercial (Decreto 2650 de 1993)' },
  { value: 'cuif', label: 'CUIF (sector financiero)' },
];

const ESTILOS: Array<{ value: EstiloRegional; label: string }> = [
  { value: 'iso', label: 'ISO: 2026-11-30 y 1234.50' },
  { value: 'es-CO', label: 'es-CO: 30/11/2026 y 1234,50' },
];

const codigoYNombre = (equivalente: CodigoEquivalente | null) =>
  equivalente ? `${equivalente.codigo} — ${equivalente.nombre}` : 'Sin equivalencia (sale con el código de Cartera)';

/** Checks of the mapping form, with the API's words. */
const REGLAS_CODIGO = [
  { required: true, pattern: /^[0-9]{1,16}$/, message: MENSAJES_EXPORTE_CONTABLE.codigoEquivalente },
];
const REGLAS_NOMBRE = [
  { required: true, whitespace: true, max: 120, message: MENSAJES_EXPORTE_CONTABLE.nombreEquivalente },
];

/** The mapping form's fields: name, label and whether it is a code (digits) or a name. */
const CAMPOS_EQUIVALENCIA: ReadonlyArray<[keyof DatosEquivalenciaCuenta, string, boolean]> = [
  ['codigoPuc', 'Código PUC comercial', true],
  ['nombrePuc', 'Nombre en el PUC comercial', false],
  ['codigoCuif', 'Código CUIF', true],
  ['nombreCuif', 'Nombre en el CUIF', false],
];

function EquivalenciaModal({ cuenta, alCerrar, alGuardar }: { cuenta: EquivalenciaCuenta } & CierreModal) {
  const [form] = Form.useForm<DatosEquivalenciaCuenta>();
  const [guardando, setGuardando] = useState(false);
  const guardar = async (datos: DatosEquivalenciaCuenta) => {
    setGuardando(true);
    try {
      await clienteApi.put('/api/contabilidad/equivalencias/{id}', { ruta: { id: cuenta.id }, cuerpo: datos });
      toast.exito('Equivalencia actualizada');
      alGuardar();
    } catch (error) {
      if (!aplicarErroresServidor(form, error)) toast.error(mensajeDeError(error, 'Error al guardar la equivalencia'));
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Modal
      open
      title={`Equivalencia de ${cuenta.codigo} — ${cuenta.nombre}`}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardando}
      onOk={() => form.submit()}
      onCancel={alCerrar}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(datos) => void guardar(datos)}
        initialValues={{
          codigoPuc: cuenta.puc?.codigo,
          nombrePuc: cuenta.puc?.nombre,
          codigoCuif: cuenta.cuif?.codigo,
          nombreCuif: cuenta.cuif?.nombre,
        }}
      >
        {CAMPOS_EQUIVALENCIA.map(([nombre, etiqueta, codigo]) => (
          <Form.Item key={nombre} name={nombre} label={etiqueta} rules={codigo ? REGLAS_CODIGO : REGLAS_NOMBRE}>
            <Input inputMode={codigo ? 'numeric' : undefined} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/**
 * 'Exporte contable': the journal of a period as the accountant's program imports it (Siigo, World Office or Cartera's
 * own CSV/XLSX), with Cartera's account codes or the mapped ones, and the mapping itself (docs/decisiones/
 * exporte-contable.md): every account of Cartera with its code in the commercial PUC and in the CUIF. Admin edits a
 * mapping; gerente reads it.
 */
export function ExporteContableTab() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const [periodo, setPeriodo] = useState<Required<RangoContable>>(() => mesDe(hoyBogota()));
  const [formato, setFormato] = useState<FormatoExporteDiario>('siigo');
  const [cuentas, setCuentas] = useState<CatalogoCuentas>('puc');
  const [regional, setRegional] = useState<EstiloRegional>('iso');
  const diario = useDescarga('Error al exportar el libro diario');
  const equivalencias = useConsulta(() => clienteApi.get('/api/contabilidad/equivalencias'), []);
  const equivalencia = useDialogo<EquivalenciaCuenta>(equivalencias.recargar);

  useEffect(() => {
    if (equivalencias.error) {
      toast.error(mensajeDeError(equivalencias.error, 'Error al cargar las equivalencias de cuentas'));
    }
  }, [equivalencias.error]);

  // Every entry of the period, streamed by the API: no time limit.
  const descargar = () =>
    diario.descargar(formato, () =>
      descargarArchivo(
        'contabilidad/diario/exporte',
        `libro-diario.${formato === 'csv' ? 'csv' : 'xlsx'}`,
        { desde: periodo.desde, hasta: periodo.hasta, formato, cuentas, regional },
        { tiempoMaximoMs: false },
      ),
    );

  const columnas: TableProps<EquivalenciaCuenta>['columns'] = [
    { title: 'Cuenta de Cartera', key: 'cuenta', render: (_, c) => `${c.codigo} — ${c.nombre}` },
    { title: 'PUC comercial', key: 'puc', render: (_, c) => codigoYNombre(c.puc) },
    { title: 'CUIF', key: 'cuif', render: (_, c) => codigoYNombre(c.cuif) },
    ...(rol === 'admin'
      ? [
          {
            title: 'Acciones',
            key: 'acciones',
            width: 110,
            render: (_: unknown, c: EquivalenciaCuenta) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Editar equivalencia de ${c.codigo}`}
                onClick={() => equivalencia.abrir(c)}
              >
                Editar
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Archivo para el programa contable" size="small">
        <Space wrap align="end">
          <SelectorPeriodo
            placeholder={['Fecha inicial', 'Fecha final']}
            aria-label="Periodo del exporte"
            allowClear={false}
            value={[dayjs(periodo.desde), dayjs(periodo.hasta)]}
            alCambiar={([desde, hasta]) => setPeriodo({ desde, hasta })}
          />
          <Select aria-label="Programa" style={{ width: 300 }} options={PROGRAMAS} value={formato} onChange={setFormato} />
          <Select aria-label="Cuentas" style={{ width: 280 }} options={CATALOGOS} value={cuentas} onChange={setCuentas} />
          <Select
            aria-label="Fechas y números"
            style={{ width: 240 }}
            options={ESTILOS}
            value={regional}
            onChange={setRegional}
            disabled={formato !== 'csv'}
          />
          <Button type="primary" icon={<DownloadOutlined />} loading={diario.descargando !== null} onClick={() => void descargar()}>
            Descargar
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          La primera fila son los encabezados y cada fila siguiente una línea de un comprobante, con su tipo (RC
          recibo de caja, CE comprobante de egreso, NC nota de contabilidad) y su tercero con su documento. Las fechas
          y los números de los XLSX son de Excel; el estilo es-CO cambia el CSV.
        </Typography.Paragraph>
      </Card>
      <Card title="Equivalencias de cuentas" size="small">
        <Table<EquivalenciaCuenta>
          aria-label="Equivalencias de cuentas"
          rowKey="id"
          size="small"
          pagination={false}
          loading={equivalencias.cargando}
          dataSource={equivalencias.datos ?? []}
          columns={columnas}
        />
      </Card>
      {equivalencia.abierto && (
        <EquivalenciaModal cuenta={equivalencia.abierto} {...equivalencia.cierre} />
      )}
    </Space>
  );
}
