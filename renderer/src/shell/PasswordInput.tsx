import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';
import { SHELL_TEXTS } from './texts';
import { Tooltip } from './Tooltip';

type Props = Omit<InputGroupProps, 'type' | 'rightElement'>;

/** Password field with the show/hide toggle the seed asks for. */
export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  const label = visible ? SHELL_TEXTS.hidePassword : SHELL_TEXTS.showPassword;
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'new-password'}
      rightElement={
        <Tooltip content={label} placement="top" hoverOpenDelay={400}>
          <Button
            variant="minimal"
            icon={visible ? 'eye-off' : 'eye-open'}
            aria-label={label}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        </Tooltip>
      }
    />
  );
}
