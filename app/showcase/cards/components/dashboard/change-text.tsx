import { Text } from '@mantine/core';
import { useCardFormats } from './use-card-formats';
import tone from './tone.module.css';

/** A change in percent with its sign, green when up and red when down (AA in both themes). */
export function ChangeText({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' }) {
  const { change } = useCardFormats();
  return (
    <Text
      component="span"
      size={size}
      fw={600}
      className={value < 0 ? tone.danger : tone.success}
      data-testid="change"
    >
      {change(value)}
    </Text>
  );
}
