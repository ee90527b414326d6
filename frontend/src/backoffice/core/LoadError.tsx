import { Alert, Button } from 'antd';

/** A failed load with its message and the retry the spec asks for. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          Erneut versuchen
        </Button>
      }
    />
  );
}
