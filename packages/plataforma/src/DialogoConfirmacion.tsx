import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import type { Confirmacion } from './confirmar';

/** Above a form's modal (antd's default 1000), below the toasts (2000). */
const Z_CONFIRMACION = 1100;

/**
 * One question in the page: its title, the question (line breaks kept), the caller's words on the buttons, a red yes
 * when it is dangerous and, when asked, a box to tick before yes is enabled. Escape, the close button and «Cancelar»
 * all answer no. Never wider than the screen less its margins (a collector's phone at 412 px).
 */
export default function DialogoConfirmacion({ confirmacion }: { confirmacion: Confirmacion }) {
  const { titulo, pregunta, aceptar, cancelar, peligro, casilla, responder } = confirmacion;
  const [marcada, setMarcada] = useState(false);
  return (
    <Modal
      open
      title={titulo}
      okText={aceptar}
      cancelText={cancelar}
      okButtonProps={{ danger: peligro, disabled: casilla !== null && !marcada }}
      onOk={() => responder(true)}
      onCancel={() => responder(false)}
      zIndex={Z_CONFIRMACION}
      width="min(460px, calc(100vw - 32px))"
      mask={{ closable: false }}
      rootClassName="cartera-confirmacion"
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{pregunta}</Typography.Paragraph>
      {casilla !== null && (
        <Checkbox checked={marcada} onChange={(evento) => setMarcada(evento.target.checked)}>
          {casilla}
        </Checkbox>
      )}
    </Modal>
  );
}
