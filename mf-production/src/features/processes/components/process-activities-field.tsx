import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { DragDropContext, Draggable, Droppable, type DropResult } from 'react-beautiful-dnd';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@agrocadena/contracts';
import { addStep, moveStep, removeStep, type ProcessStep } from '../rules/process-form';
import './processes.css';
import { Select } from '@agrocadena/shared-ui/antd-forms';
import { Typography, Button } from '@agrocadena/shared-ui';

interface Props {
  activities: readonly Activity[];
  /** From the Form.Item. */
  value?: ProcessStep[];
  onChange?: (value: ProcessStep[]) => void;
}

/**
 * A process's activities in the order they run: picked from mine (each once), ordered by dragging
 * the handle — with the mouse, a finger, or the keyboard (space lifts, arrows move, space drops) —
 * and removable.
 */
export function ProcessActivitiesField({ activities, value = [], onChange }: Props) {
  const { t } = useTranslation('production');
  const change = (next: ProcessStep[]) => onChange?.(next);
  const chosen = new Set(value.map((step) => step._id));
  const options = activities.filter((activity) => !chosen.has(activity._id)).map((activity) => ({ value: activity._id, label: activity.name }));

  function onDragEnd({ source, destination }: DropResult) {
    if (destination && destination.index !== source.index) change(moveStep(value, source.index, destination.index));
  }

  return (
    <div className="pr-steps" data-testid="process-activities">
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={null}
        options={options}
        placeholder={t('processes.form.pick')}
        aria-label={t('processes.form.pick')}
        notFoundContent={t('processes.form.noMoreActivities')}
        onChange={(id: string) => {
          const activity = activities.find((candidate) => candidate._id === id);
          if (activity) change(addStep(value, { _id: activity._id, name: activity.name }));
        }}
        className="pr-steps-picker"
        data-testid="process-activity-picker"
      />
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('processes.form.noneChosen')}</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary" id="process-order-hint">
            {t('processes.form.orderHint')}
          </Typography.Text>
          <DragDropContext onDragEnd={onDragEnd}>
            <Droppable droppableId="process-steps">
              {(drop) => (
                <ol className="pr-steps-list" ref={drop.innerRef} {...drop.droppableProps} data-testid="process-steps">
                  {value.map((step, index) => (
                    <Draggable key={step._id} draggableId={step._id} index={index}>
                      {(drag, snapshot) => (
                        <li
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          className={`pr-step ${snapshot.isDragging ? 'pr-step-dragging' : ''}`}
                          data-testid={`step-${step.name}`}
                        >
                          <span
                            {...drag.dragHandleProps}
                            className="pr-step-handle"
                            aria-label={t('processes.form.dragHandle', { name: step.name, position: index + 1 })}
                            aria-describedby="process-order-hint"
                            data-testid={`step-handle-${step.name}`}
                          >
                            <HolderOutlined />
                          </span>
                          <span className="pr-step-position">{index + 1}</span>
                          <span className="pr-step-name">{step.name}</span>
                          {index === value.length - 1 && value.length > 1 && (
                            <Typography.Text type="secondary" className="pr-step-principal">
                              {t('processes.form.principal')}
                            </Typography.Text>
                          )}
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('processes.form.remove', { name: step.name })}
                            title={t('processes.form.remove', { name: step.name })}
                            onClick={() => change(removeStep(value, step._id))}
                            data-testid={`step-remove-${step.name}`}
                          />
                        </li>
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </ol>
              )}
            </Droppable>
          </DragDropContext>
        </>
      )}
    </div>
  );
}
