import type { ReactNode } from 'react';
import { Form } from 'antd';
import { MENSAJES } from '@cartera/dominio';

/**
 * The loan a form is about (a cobro, a guarantee): the field `prestamo`, required with the API's own words. Its
 * control (the screen's loan select) is the child, which the form fills and reads.
 */
export function CampoPrestamo({ children }: { children: ReactNode }) {
  return (
    <Form.Item name="prestamo" label="Préstamo" rules={[{ required: true, message: MENSAJES.seleccionaPrestamo }]}>
      {children}
    </Form.Item>
  );
}
