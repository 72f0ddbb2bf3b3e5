// '@cartera/plataforma/cuentas': the account form (users, collectors, one's own profile), the phone field and the
// coordinates pair (clients, a collector's start point), shared
// apart from the main entry so that screens without a form do not load Form, Modal, Select or InputNumber.
export { CampoTelefono } from './CampoTelefono';
export { CamposCoordenadas } from './CamposCoordenadas';
export { CuentaFormModal } from './CuentaFormModal';
export type { CuentaEditable, CuentaFormModalProps, DatosCuenta } from './CuentaFormModal';
