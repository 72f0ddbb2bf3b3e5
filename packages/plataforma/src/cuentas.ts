// '@cartera/plataforma/cuentas': the account form (users, collectors, one's own profile) and the phone field, shared
// apart from the main entry so that screens without a form do not load Form, Modal, Select or InputNumber.
export { CampoTelefono } from './CampoTelefono';
export { CuentaFormModal } from './CuentaFormModal';
export type { CuentaEditable, CuentaFormModalProps, DatosCuenta } from './CuentaFormModal';
