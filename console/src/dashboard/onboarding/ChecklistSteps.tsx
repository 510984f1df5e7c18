import type { OnboardingChecklist } from '@hondana/schemas/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { stepLinks } from './stepLinks';
import { offScreen } from '../../shared/offScreen';

/**
 * The steps as a list of links to the pages that do them. Each one says "Done" or "To do" in
 * words (hidden on screen, where the icon shows it), so a screen reader announces the state.
 */
export const ChecklistSteps = ({
  checklist,
  labelledBy,
}: {
  checklist: OnboardingChecklist;
  labelledBy: string;
}) => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <List aria-labelledby={labelledBy} dense>
      {checklist.steps.map(({ step, isDone }) => (
        <li key={step} data-step={step} data-done={isDone}>
          <ListItemButton component={Link} to={`${basename}${stepLinks[step]}`}>
            <ListItemIcon aria-hidden>
              {isDone ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  <Box component="span" sx={offScreen}>
                    {translate(`console.dashboard.onboarding.${isDone ? 'done' : 'toDo'}`)}:{' '}
                  </Box>
                  {translate(`console.dashboard.onboarding.steps.${step}`)}
                </>
              }
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
};
