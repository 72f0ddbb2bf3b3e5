import { Descriptions, type DescriptionsProps } from 'antd';

/** The figures a loan operation's modal shows above its fields (the instalment, the balance, the client). */
export function ResumenOperacion({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" column={1} style={{ marginBottom: 12 }} items={items} />;
}
