import { Form, Select } from 'antd';
import { errorOficinasDeUsuario, type ReferenciaOficina, type Rol } from '@cartera/dominio';

interface Props {
  /** The offices this session may give (all for the admin, his own for a gerente). */
  oficinas: readonly ReferenciaOficina[];
  /** The role when the form has no «Rol» field (a collector's form). */
  rolFijo: Rol;
}

/** The ids the field holds, once each. */
export const sinRepetir = (valor: unknown): string[] =>
  Array.isArray(valor) ? [...new Set(valor.filter((id): id is string => typeof id === 'string'))] : [];

/**
 * The offices of an account (docs/decisiones/oficinas.md), by its role as the form has it now: a gerente one or more
 * («Oficinas», several), a cobrador exactly one («Oficina»), an admin none (he sees them all: no field). The field is
 * always the list `oficinas`; the single select keeps its one value in it. The rule and its words are the API's
 * (`errorOficinasDeUsuario`).
 */
export function CampoOficinasCuenta({ oficinas, rolFijo }: Props) {
  const rolDelFormulario: unknown = Form.useWatch('rol', Form.useFormInstance());
  const rol: Rol = rolDelFormulario === 'admin' || rolDelFormulario === 'gerente' || rolDelFormulario === 'cobrador'
    ? rolDelFormulario
    : rolFijo;
  if (rol === 'admin') return null;
  const opciones = oficinas.map((oficina) => ({ value: oficina._id, label: oficina.nombre }));
  const regla = {
    validator: async (_regla: unknown, valor: unknown) => {
      const elegidas = sinRepetir(valor);
      const error = errorOficinasDeUsuario(rol, rol === 'cobrador' ? elegidas.slice(0, 1) : elegidas);
      if (error) throw new Error(error);
    },
  };
  return rol === 'gerente' ? (
    <Form.Item label="Oficinas" name="oficinas" dependencies={['rol']} rules={[regla]}>
      <Select mode="multiple" allowClear options={opciones} placeholder="Elija una o más oficinas" />
    </Form.Item>
  ) : (
    <Form.Item
      label="Oficina"
      name="oficinas"
      dependencies={['rol']}
      rules={[regla]}
      // One office kept as the list of one: the same field for both roles.
      getValueProps={(valor: unknown) => ({ value: sinRepetir(valor)[0] })}
      normalize={(valor: unknown) => (typeof valor === 'string' ? [valor] : [])}
    >
      <Select options={opciones} placeholder="Elija la oficina" />
    </Form.Item>
  );
}
