import { Button, Popconfirm, Space } from 'antd';

/** A list row's 'Bearbeiten' and 'Löschen' (after asking `confirm`), as the back office's list cards show them. */
export function EditDeleteActions({
  confirm,
  onEdit,
  onDelete,
}: {
  confirm: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Space>
      <Button size="small" onClick={onEdit}>
        Bearbeiten
      </Button>
      <Popconfirm title={confirm} okText="Löschen" cancelText="Abbrechen" onConfirm={onDelete}>
        <Button size="small" danger>
          Löschen
        </Button>
      </Popconfirm>
    </Space>
  );
}
