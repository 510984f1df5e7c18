import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { TranslatableString, type IconButtonProps } from '@rjsf/utils';

/**
 * The "add an item" button of a list field with its words beside the icon ("Add item"):
 * rjsf's own is a bare "+" whose name lives only in a tooltip.
 */
export const AddButton = ({ uiSchema: _uiSchema, registry, ...props }: IconButtonProps) => (
  <Button
    id={props.id}
    className={props.className}
    onClick={props.onClick}
    disabled={props.disabled}
    variant="outlined"
    size="small"
    startIcon={<AddIcon />}
  >
    {registry.translateString(TranslatableString.AddItemButton)}
  </Button>
);
