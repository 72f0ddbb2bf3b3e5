// The user of the component tests: types and clicks without artificial delays and without the pointer-events check
// (antd's overlays keep `pointer-events: none` while they animate, which jsdom never finishes).
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';

export const userEvent = userEventBase.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
