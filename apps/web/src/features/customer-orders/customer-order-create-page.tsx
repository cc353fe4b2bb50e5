import { Paper } from '@mui/material';
import { customerOrderMessages } from '@scm/contract';
import { useNavigate } from 'react-router';
import { EntityForm, FormActions, PageHeader, useEntityForm } from '../../shared/form-kit';
import { useFeedback } from '../../shared/feedback';
import { CUSTOMER_ORDER_LIST_PATH, useCreateCustomerOrder } from './api';
import { CustomerOrderFields } from './customer-order-fields';
import { customerOrderFormSchema, newCustomerOrder, type CustomerOrderFormInput } from './customer-order-form-schema';

const help = [
  '인쇄 주문을 접수하는 화면입니다. * 표시는 필수 항목입니다.',
  '• 작업 유형을 바꾸면 인쇄 정보가 처음 상태로 돌아갑니다. 책자는 [내지 추가]로 내지를 더할 수 있습니다.',
  '• 시안 파일은 끌어다 놓거나 눌러서 올릴 수 있습니다.',
  '• [등록]을 누르면 확인 후 접수되고, 주문 상세 화면에서 진행 상황을 볼 수 있습니다. 접수한 주문은 고칠 수 없으니 매장에 문의해주세요.',
].join('\n');

/** /co/printing_order/new: the customer's order intake. After confirmation the order is placed; no edit mode. */
export function CustomerOrderCreatePage() {
  const create = useCreateCustomerOrder();
  const fb = useFeedback();
  const navigate = useNavigate();
  const form = useEntityForm<CustomerOrderFormInput, ReturnType<typeof customerOrderFormSchema.parse>>({
    schema: customerOrderFormSchema,
    defaultValues: newCustomerOrder(),
    mode: 'CREATE',
  });
  return (
    <>
      <title>주문 접수 | 인쇄 SCM</title>
      <PageHeader title="주문 접수" pageType="create" help={help} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <EntityForm
          form={form}
          aria-label="주문 정보"
          confirmSave={{ create: customerOrderMessages.createConfirm, update: customerOrderMessages.createConfirm }}
          onSubmit={async (values) => {
            const saved = await create.mutateAsync(values);
            fb.snackbar('success', saved.message);
            void navigate(`${CUSTOMER_ORDER_LIST_PATH}/${saved.data.id}`, { replace: true });
          }}
        >
          <CustomerOrderFields />
          <FormActions onCancel={() => void navigate(CUSTOMER_ORDER_LIST_PATH)} />
        </EntityForm>
      </Paper>
    </>
  );
}
