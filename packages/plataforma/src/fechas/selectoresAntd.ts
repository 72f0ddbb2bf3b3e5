// antd's date pickers (rc-picker, ≈ 22 KB compressed), downloaded by SelectorFecha and SelectorRangoFechas when the
// page is idle or someone reaches for a date field: never on the way to a usable screen.
import { DatePicker } from 'antd';

export const Fecha = DatePicker;
export const RangoFechas = DatePicker.RangePicker;
