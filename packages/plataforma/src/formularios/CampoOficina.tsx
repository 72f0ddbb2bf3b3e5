import { Form, Select } from 'antd';
import type { ReferenciaOficina } from '@cartera/dominio';
import { useOficinaEnVigor } from '../oficinaEnVigor';
import { useOficinasDisponibles } from '../oficinas';

/**
 * The offices to choose from for something new that belongs to one office (a client, a cash movement): the session's,
 * only when it has more than one (with one, the API takes it: `oficinaDeClienteNuevo`, `oficinaDeMovimiento`). Null
 * when there is nothing to choose, or while `activo` is false (an edit keeps its office).
 */
export function useOficinasParaElegir(activo = true): readonly ReferenciaOficina[] | null {
  const oficinas = useOficinasDisponibles();
  return activo && oficinas !== null && oficinas.length > 1 ? oficinas : null;
}

interface Props {
  oficinas: readonly ReferenciaOficina[];
  /** The API's words when none is chosen (errors.oficina), so the browser says the same. */
  obligatoria: string;
}

/** «Oficina»: the field `oficina` of a form, one of `oficinas`, starting as the one the top bar shows. */
export function CampoOficina({ oficinas, obligatoria }: Props) {
  const enVigor = useOficinaEnVigor();
  return (
    <Form.Item
      label="Oficina"
      name="oficina"
      initialValue={enVigor ?? undefined}
      rules={[{ required: true, message: obligatoria }]}
    >
      <Select
        aria-label="Oficina"
        placeholder="Elija la oficina"
        options={oficinas.map((oficina) => ({ value: oficina._id, label: oficina.nombre }))}
      />
    </Form.Item>
  );
}
