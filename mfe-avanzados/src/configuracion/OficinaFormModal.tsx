import { Form, Input, Select } from 'antd';
import { LIMITES_OFICINA, MENSAJES_OFICINAS, type CuerpoOficina, type Oficina } from '@cartera/dominio';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';

interface Props extends CierreModal {
  /** The office being edited, or null for «Nueva oficina». */
  oficina: Oficina | null;
  /** Every office: the ones a new or edited office may depend on are taken from here. */
  oficinas: readonly Oficina[];
  guardar: (cuerpo: CuerpoOficina) => Promise<unknown>;
}

interface Campos {
  codigo: string;
  nombre: string;
  ciudad: string;
  padre?: string;
}

const SIN_PADRE = 'Ninguna (oficina principal de su zona)';

/**
 * «Nueva oficina» / «Editar oficina» (Configuración › Oficinas): código, nombre and ciudad required, and the office
 * it depends on. At most two levels (@cartera/dominio, `errorJerarquiaOficina`): only an office that depends on none
 * is offered as parent, never the office itself, and an office that has offices under it depends on none. The API's
 * words (a repeated code) land under their field.
 */
export function OficinaFormModal({ oficina, oficinas, guardar, ...cierre }: Props) {
  const edicion = oficina !== null;
  const tieneHijas = edicion && oficinas.some((otra) => otra.padre?._id === oficina._id);
  const padres = oficinas.filter((otra) => otra.padre === null && otra._id !== oficina?._id);
  const obligatorio = (mensaje: string) => ({ required: true, whitespace: true, message: mensaje });
  return (
    <FormularioModal<Campos>
      titulo={edicion ? 'Editar oficina' : 'Nueva oficina'}
      nombre="oficina"
      textoAceptar={edicion ? 'Actualizar' : 'Crear'}
      valoresIniciales={{
        codigo: oficina?.codigo ?? '',
        nombre: oficina?.nombre ?? '',
        ciudad: oficina?.ciudad ?? '',
        padre: oficina?.padre?._id,
      }}
      enviar={({ codigo, nombre, ciudad, padre }) =>
        guardar({ codigo: codigo.trim(), nombre: nombre.trim(), ciudad: ciudad.trim(), padre: padre ?? null })
      }
      exito={edicion ? 'Oficina actualizada' : 'Oficina creada'}
      error="Error al guardar la oficina"
      {...cierre}
    >
      <Form.Item label="Código" name="codigo" rules={[obligatorio(MENSAJES_OFICINAS.codigoObligatorio)]}>
        <Input maxLength={LIMITES_OFICINA.codigo} autoComplete="off" placeholder="CENTRO" />
      </Form.Item>
      <Form.Item label="Nombre" name="nombre" rules={[obligatorio(MENSAJES_OFICINAS.nombreObligatorio)]}>
        <Input maxLength={LIMITES_OFICINA.nombre} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Ciudad" name="ciudad" rules={[obligatorio(MENSAJES_OFICINAS.ciudadObligatoria)]}>
        <Input maxLength={LIMITES_OFICINA.ciudad} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Oficina padre"
        name="padre"
        extra={tieneHijas ? 'Tiene oficinas que dependen de ella: no puede depender de otra.' : undefined}
      >
        <Select
          allowClear
          disabled={tieneHijas}
          placeholder={SIN_PADRE}
          options={padres.map((padre) => ({ value: padre._id, label: `${padre.nombre} (${padre.codigo})` }))}
        />
      </Form.Item>
    </FormularioModal>
  );
}
