import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  PROOF_DECISION_LABELS,
  PROOF_STATE_LABELS,
  proofPageUrl,
  type ProofState,
  type ProofTarget,
  type ProofThread,
  type ProofVersion,
} from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { useFeedback } from '../feedback';
import { uploadFiles } from '../form-kit';
import { formatDateTime } from '../format';
import { proofCalls, useProofCall, useProofThread, type ProofViewer } from './api';
import { ProofPages, type PickedSpot } from './proof-page';

const STEPS: ProofState[] = ['NONE', 'REQUESTED', 'APPROVED'];
const stepIndex = (s: ProofState) => (s === 'APPROVED' ? 3 : s === 'REQUESTED' ? 1 : 0);

/** 시안 대기 → 확인 요청 → 승인 (수정 중 counts as waiting for the shop's next version). */
export function ProofStepper({ state }: { state: ProofState }) {
  return (
    <Stepper activeStep={stepIndex(state)} alternativeLabel aria-label="시안 확인 단계" sx={{ my: 1 }}>
      {STEPS.map((s) => (
        <Step key={s} completed={stepIndex(state) > stepIndex(s) || state === 'APPROVED'}>
          <StepLabel>{s === 'NONE' && state === 'CHANGES' ? '수정 중' : PROOF_STATE_LABELS[s]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : null);

function VersionHistory({ version }: { version: ProofVersion }) {
  const top = version.pins.filter((p) => p.replyToId === null);
  return (
    <Stack sx={{ gap: 0.5 }}>
      {version.note && <Typography variant="body2">메모: {version.note}</Typography>}
      {top.map((p, i) => (
        <Box key={p.id} sx={{ pl: 1, borderLeft: 3, borderColor: 'error.main' }}>
          <Typography variant="body2">
            <b>{i + 1}</b> {p.text}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {p.authorName} · {formatDateTime(p.createdAt)} · {p.page}쪽{p.width !== null ? ' (영역)' : ''}
            </Typography>
          </Typography>
          {version.pins
            .filter((a) => a.replyToId === p.id)
            .map((a) => (
              <Typography key={a.id} variant="body2" sx={{ pl: 2 }} color="primary">
                ↳ {a.text}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {a.authorName} · {formatDateTime(a.createdAt)}
                </Typography>
              </Typography>
            ))}
        </Box>
      ))}
      {version.decisions.map((d) => (
        <Typography key={d.id} variant="body2">
          <Chip
            size="small"
            label={PROOF_DECISION_LABELS[d.decision]}
            color={d.decision === 'APPROVED' ? 'success' : 'warning'}
            sx={{ mr: 1 }}
          />
          {d.via === 'PHONE' ? `${d.approverName} (${d.method}) · ${d.decidedByName} 기록` : d.decidedByName} ·{' '}
          {formatDateTime(d.createdAt)}
          {d.message ? ` · ${d.message}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

/** The customer's comment, 승인 and 수정 요청 on the latest version. */
function CustomerActions({
  version,
  picked,
  clear,
}: {
  version: ProofVersion;
  picked: PickedSpot | null;
  clear: () => void;
}) {
  const feedback = useFeedback();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const pin = useProofCall(proofCalls.pin);
  const decide = useProofCall(proofCalls.decide);
  const addPin = async () => {
    const spot = picked ?? { fileId: version.files[0]!.fileId, page: 1, x: 0.5, y: 0.5, width: null, height: null };
    const r = await pin.mutateAsync({ versionId: version.id, ...spot, text });
    feedback.snackbar('success', r.message);
    setText('');
    clear();
  };
  const send = async (decision: 'APPROVED' | 'CHANGES_REQUESTED') => {
    if (
      decision === 'APPROVED' &&
      !(await feedback.confirm('이 시안으로 인쇄를 진행하도록 승인할까요?', { confirmLabel: '승인' }))
    )
      return;
    const r = await decide.mutateAsync({ versionId: version.id, decision, message });
    feedback.snackbar('success', r.message);
    setMessage('');
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        고칠 곳을 눌러 표시하거나(끌면 영역) 위치 없이 의견을 적은 뒤 [의견 남기기]를 누르세요.
        {picked ? ` 선택한 위치: ${picked.page}쪽${picked.width !== null ? ' 영역' : ''}` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          label="의견"
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          error={!!pin.error}
          helperText={errorText(pin.error)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Button
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => void addPin().catch(() => undefined)}
          disabled={!text.trim() || pin.isPending}
        >
          의견 남기기
        </Button>
      </Stack>
      <TextField
        label="메시지 (수정 요청 시)"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        size="small"
        multiline
        minRows={2}
        error={!!decide.error}
        helperText={errorText(decide.error)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => void send('CHANGES_REQUESTED').catch(() => undefined)}
        >
          수정 요청
        </Button>
        <Button variant="contained" color="success" onClick={() => void send('APPROVED').catch(() => undefined)}>
          승인
        </Button>
      </Stack>
    </Stack>
  );
}

/** Staff: upload the next version, record a phone approval, answer pins. */
function StaffActions({
  orderId,
  target,
  latest,
}: {
  orderId: number;
  target: ProofTarget;
  latest: ProofVersion | undefined;
}) {
  const feedback = useFeedback();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [approver, setApprover] = useState('');
  const [method, setMethod] = useState('전화');
  const [answerTo, setAnswerTo] = useState<number | ''>('');
  const [answer, setAnswer] = useState('');
  const version = useProofCall(proofCalls.version);
  const phone = useProofCall(proofCalls.phone);
  const reply = useProofCall(proofCalls.answer);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async () => {
    setUploadError(null);
    try {
      const stored = await uploadFiles(files, 'PROOF');
      const r = await version.mutateAsync({ orderId, slotId: target.slotId, note, fileIds: stored.map((s) => s.id) });
      feedback.snackbar('success', r.message);
      setFiles([]);
      setNote('');
    } catch (e) {
      setUploadError(errorText(e));
    }
  };
  const next = (latest?.number ?? 0) + 1;
  const customerPins = latest?.pins.filter((p) => p.replyToId === null) ?? [];
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="subtitle2">시안 {next}차 올리기</Typography>
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          파일 선택 (PDF, JPG, PNG)
          <input
            hidden
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            aria-label={`시안 ${next}차 파일`}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </Button>
        {files.length > 0 && <Typography variant="body2">{files.map((f) => f.name).join(', ')}</Typography>}
        <TextField
          label="메모"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {uploadError && <Alert severity="error">{uploadError}</Alert>}
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={!files.length || version.isPending}
          onClick={() => void upload()}
        >
          시안 {next}차 올리기
        </Button>
      </Stack>
      {latest && target.state !== 'APPROVED' && (
        <Stack sx={{ gap: 1 }}>
          <Typography variant="subtitle2">전화 승인 기록 (시안 {latest.number}차)</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <TextField
              label="승인한 사람"
              value={approver}
              onChange={(e) => setApprover(e.target.value)}
              size="small"
            />
            <TextField label="방법" value={method} onChange={(e) => setMethod(e.target.value)} size="small" />
            <Button
              variant="outlined"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              disabled={!approver.trim() || !method.trim() || phone.isPending}
              onClick={() =>
                void phone
                  .mutateAsync({ versionId: latest.id, approverName: approver, method, message: '' })
                  .then((r) => {
                    feedback.snackbar('success', r.message);
                    setApprover('');
                  })
                  .catch(() => undefined)
              }
            >
              전화 승인 기록
            </Button>
          </Stack>
          {phone.error && <Alert severity="error">{errorText(phone.error)}</Alert>}
        </Stack>
      )}
      {customerPins.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <TextField
            select
            label="답변할 의견"
            value={answerTo}
            onChange={(e) => setAnswerTo(Number(e.target.value))}
            size="small"
            sx={{ minWidth: 160 }}
          >
            {customerPins.map((p, i) => (
              <MenuItem key={p.id} value={p.id}>
                {i + 1}. {p.text.slice(0, 20)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="답변" value={answer} onChange={(e) => setAnswer(e.target.value)} size="small" fullWidth />
          <Button
            variant="outlined"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            disabled={answerTo === '' || !answer.trim()}
            onClick={() =>
              void reply
                .mutateAsync({ pinId: Number(answerTo), text: answer })
                .then(() => setAnswer(''))
                .catch(() => undefined)
            }
          >
            답변
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function TargetPanel({ viewer, thread, target }: { viewer: ProofViewer; thread: ProofThread; target: ProofTarget }) {
  const [shown, setShown] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  const [picked, setPicked] = useState<PickedSpot | null>(null);
  const latest = target.versions[0];
  const version = target.versions.find((v) => v.id === shown) ?? latest;
  const canComment =
    viewer === 'customer' && version !== undefined && version.id === latest?.id && target.state !== 'APPROVED';
  return (
    <Stack sx={{ gap: 1.5 }}>
      {target.position && (
        <Typography variant="subtitle2">
          {target.position} 광고주 · {target.buyerName}
        </Typography>
      )}
      <ProofStepper state={target.state} />
      {!version && <Typography color="text.secondary">아직 올라온 시안이 없습니다.</Typography>}
      {version && (
        <>
          <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="시안"
              value={version.id}
              onChange={(e) => setShown(Number(e.target.value))}
              sx={{ minWidth: 140 }}
            >
              {target.versions.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  시안 {v.number}차 · {formatDateTime(v.createdAt)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setZoom((z) => Math.max(1, z - 0.5))}
              disabled={zoom <= 1}
            >
              축소
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setZoom((z) => Math.min(3, z + 0.5))}
              disabled={zoom >= 3}
            >
              확대
            </Button>
            {(viewer === 'staff' || thread.download) &&
              version.files.map((f) => (
                <Button key={f.fileId} size="small" href={proofPageUrl(f.fileId, true)}>
                  {f.originalFileName} 내려받기
                </Button>
              ))}
          </Stack>
          <ProofPages
            files={version.files}
            pins={version.pins}
            picked={picked}
            onPick={canComment ? setPicked : undefined}
            zoom={zoom}
          />
          <VersionHistory version={version} />
          {canComment && <CustomerActions version={version} picked={picked} clear={() => setPicked(null)} />}
        </>
      )}
      {viewer === 'staff' && <StaffActions orderId={thread.orderId} target={target} latest={latest} />}
    </Stack>
  );
}

/** Staff: 시안 확인 생략 (with its reason, recorded) and whether the customer may download the originals. */
function Switches({ thread }: { thread: ProofThread }) {
  const [reason, setReason] = useState('');
  const skip = useProofCall(proofCalls.skip);
  const download = useProofCall(proofCalls.download);
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Switch
              checked={thread.skip.enabled}
              onChange={(e) =>
                void skip
                  .mutateAsync({ orderId: thread.orderId, enabled: e.target.checked, reason })
                  .catch(() => undefined)
              }
            />
          }
          label="시안 확인 생략"
          sx={{ whiteSpace: 'nowrap' }}
        />
        {!thread.skip.enabled && (
          <TextField
            label="생략 이유"
            size="small"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!skip.error}
            helperText={errorText(skip.error) ?? '재주문 등 시안 확인 없이 인쇄할 때 이유를 적고 켜세요.'}
          />
        )}
        {thread.skip.enabled && (
          <Typography variant="body2" color="text.secondary">
            {thread.skip.reason} · {thread.skip.changedByName} ·{' '}
            {thread.skip.changedAt ? formatDateTime(thread.skip.changedAt) : ''}
          </Typography>
        )}
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={thread.download}
            onChange={(e) =>
              void download.mutateAsync({ orderId: thread.orderId, enabled: e.target.checked }).catch(() => undefined)
            }
          />
        }
        label="고객 원본 파일 내려받기 허용"
      />
    </Stack>
  );
}

/** 시안 확인 on an order's page: staff (every target, upload, phone approval, switches) or its customer. */
export function ProofSection({ viewer, orderId }: { viewer: ProofViewer; orderId: number }) {
  const { data: thread } = useProofThread(viewer, orderId);
  if (!thread) return null;
  if (viewer === 'customer' && !thread.targets.some((t) => t.versions.length > 0)) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="시안 확인" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        시안 확인
      </Typography>
      {viewer === 'staff' && thread.waiting && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {thread.waiting}
        </Alert>
      )}
      {viewer === 'staff' && <Switches thread={thread} />}
      <Stack sx={{ gap: 3, mt: 1 }}>
        {thread.targets.map((t) => (
          <TargetPanel key={t.slotId ?? 0} viewer={viewer} thread={thread} target={t} />
        ))}
      </Stack>
    </Paper>
  );
}
