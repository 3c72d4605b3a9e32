package workspaces

import (
	"errors"
	"image"
	"slices"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/scheduler"
)

// kernel checks one [[runtime.kernels]] entry at path p; ok is false when
// the entry is skipped (its name, source or builtin is wrong).
func (rc *runtimeCheck) kernel(p string, k runtimeKernel) (kc hostrt.KernelConfig, ok bool) {
	f, l, c := rc.f, rc.l, rc.c
	if !identRE.MatchString(k.Name) || rc.kernels[k.Name] {
		f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, k.Name)
		return kc, false
	}
	rc.kernels[k.Name] = true
	kc = hostrt.KernelConfig{Name: k.Name, Builtin: k.Builtin, Source: k.Source, Params: k.Params, Context: k.Context, Origin: f.where(p)}
	if k.Source != "" {
		kc.Origin = f.where(p + ".source")
	}
	rc.kernelCtx[k.Name] = contextName(f, p, k.Context, c)
	srcFile, srcPath := f, p+".source"
	var srcText []byte
	if k.SourceFile != "" {
		_, data, ok := l.readRef(f, p+".source_file", k.SourceFile, MaxTextFileSize)
		if !ok {
			return kc, false
		}
		kc.Source, kc.Origin = string(data), k.SourceFile
		srcFile, srcPath, srcText = nil, k.SourceFile, data
	}
	n := 0
	for _, set := range []bool{k.Builtin != "", k.Source != "", k.SourceFile != ""} {
		if set {
			n++
		}
	}
	if n != 1 {
		f.errAt(p, "%s: give exactly one of builtin, source or source_file", p)
		return kc, false
	}
	if k.Builtin != "" {
		if _, err := hostrt.Builtin(k.Builtin); err != nil {
			f.errAt(p+".builtin", "%s.builtin: %v", p, err)
			return kc, false
		}
	} else {
		kc.Domain = enumOf(f, p+".domain", k.Domain, hostrt.DomainNames, hostrt.DomainImage)
		kc.Reduce = enumOf(f, p+".reduce", k.Reduce, hostrt.ReduceNames, hostrt.ReduceNone)
	}
	rc.kernelLimits(p, k, &kc)
	rc.executables(p, k.Executables, &kc)
	if _, err := kc.Kernel(); err != nil {
		var se *hostrt.SourceError
		if errors.As(err, &se) {
			l.sourceErr(srcFile, srcPath, srcText, se)
		} else {
			f.errAt(p, "%s: %v", p, err)
		}
	}
	return kc, true
}

// kernelLimits checks a kernel's bins, budget, params and requirements.
func (rc *runtimeCheck) kernelLimits(p string, k runtimeKernel, kc *hostrt.KernelConfig) {
	f := rc.f
	if k.Bins != nil {
		kc.Bins = *k.Bins
		if *k.Bins < 1 || *k.Bins > hostrt.MaxBins {
			f.errAt(p+".bins", "%s.bins: %d is outside 1..%d", p, *k.Bins, hostrt.MaxBins)
			kc.Bins = 1 // reported here, not again by the kernel's check
		}
	}
	if k.Budget != nil {
		if *k.Budget < 1 {
			f.errAt(p+".budget", "%s.budget: must be at least 1 operation", p)
		}
		kc.Budget = *k.Budget
	}
	for _, pn := range k.Params {
		if !identRE.MatchString(pn) {
			f.errAt(p+".params", "%s.params: %q is not an identifier", p, pn)
		}
	}
	kc.Required = append(kc.Required, requirements(f, p, "require", k.Require)...)
	kc.Prefer = append(kc.Prefer, requirements(f, p, "prefer", k.Prefer)...)
}

// requirements parses a kernel's require or prefer list (key) at path p.
func requirements(f *tomlFile, p, key string, list []string) []device.Requirement {
	var out []device.Requirement
	for j, r := range list {
		rq, err := device.ParseRequirement(r)
		if err != nil {
			f.errAt(tomlpos.IndexPath(p+"."+key, j), "%s.%s[%d]: %v", p, key, j, err)
		}
		out = append(out, rq)
	}
	return out
}

// executables checks a kernel's [[runtime.kernels.executables]].
func (rc *runtimeCheck) executables(p string, list []runtimeExecutable, kc *hostrt.KernelConfig) {
	f := rc.f
	for j, e := range list {
		ep := tomlpos.IndexPath(p+".executables", j)
		ec := hostrt.ExecutableConfig{Type: e.Type, Version: 1}
		if e.Type != device.TypePPU && e.Type != device.TypeCPU {
			f.errAt(ep+".type", "%s.type: %q is not a device type (%s, %s)", ep, e.Type, device.TypePPU, device.TypeCPU)
		}
		f.optIn(ep+".version", e.Version, 1, 99, "", &ec.Version)
		f.optIn(ep+".cost", e.Cost, 1, 1_000_000, " operations per item", &ec.Cost)
		for _, prev := range kc.Executables {
			if prev.Type == ec.Type && prev.Version == ec.Version {
				f.errAt(ep, "%s: a second executable for %s v%d", ep, ec.Type, ec.Version)
			}
		}
		kc.Executables = append(kc.Executables, ec)
	}
}

// instance checks one [[runtime.instances]] entry at path p; ok is false
// when its name is wrong.
func (rc *runtimeCheck) instance(p string, in runtimeInstance) (ic hostrt.InstanceConfig, ok bool) {
	f := rc.f
	if !identRE.MatchString(in.Name) || rc.insts[in.Name] {
		f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, in.Name)
		return ic, false
	}
	rc.insts[in.Name] = true
	if !rc.kernels[in.Kernel] {
		f.errAt(p+".kernel", "%s.kernel: unknown kernel %q", p, in.Kernel)
	}
	if in.Device != "" && !rc.devices[in.Device] {
		f.errAt(p+".device", "%s.device: unknown device %q (devices: %s)", p, in.Device, strings.Join(sortedKeys(rc.devices), ", "))
	}
	ic = hostrt.InstanceConfig{Name: in.Name, Kernel: in.Kernel, Priority: in.Priority, Wait: in.Wait, Device: in.Device,
		Input: in.Input, Output: in.Output, Buffer: in.Buffer, Split: in.Split, Context: in.Context, Origin: f.where(p)}
	rc.instanceContext(p, in)
	for j, w := range in.Wait {
		if !rc.declared[w] {
			f.errAt(tomlpos.IndexPath(p+".wait", j), "%s.wait[%d]: unknown instance %q", p, j, w)
		}
	}
	if v := in.Slowdown; v != nil {
		if *v < 1 || *v > 10000 {
			f.errAt(p+".slowdown", "%s.slowdown: %d is outside 1..10000", p, *v)
		} else {
			ic.Slowdown = *v
		}
	}
	if in.Split && in.Device != "" {
		f.errAt(p+".split", "%s.split: a split instance runs on every qualifying device; leave out device", p)
	}
	if in.Output != "" && in.Output != "frame" {
		f.errAt(p+".output", "%s.output: only \"frame\" is an output (or leave it out)", p)
	}
	rc.region(p, in.Region, &ic)
	if in.SubmitAt != nil {
		if *in.SubmitAt < 0 || *in.SubmitAt > scheduler.MaxTime {
			f.errAt(p+".submit_at", "%s.submit_at: %d is out of range 0..%d cycles (the limit on virtual time)", p, *in.SubmitAt, scheduler.MaxTime)
		}
		ic.SubmitAt = min(max(*in.SubmitAt, 0), scheduler.MaxTime)
	}
	ic.Params = instanceParams(f, p, in)
	return ic, true
}

// instanceContext checks that an instance's kernel, input buffer and
// device belong to its context.
func (rc *runtimeCheck) instanceContext(p string, in runtimeInstance) {
	f := rc.f
	cn := contextName(f, p, in.Context, rc.c)
	if cn == "" {
		return
	}
	rc.instCtx[in.Name] = cn
	if kn, ok := rc.kernelCtx[in.Kernel]; ok && kn != "" && kn != cn {
		f.errAt(p+".kernel", "%s.kernel: kernel %q belongs to context %s, not to this instance's context %s", p, in.Kernel, kn, cn)
	}
	if bn, ok := rc.instCtx[in.Input]; ok && bn != cn {
		f.errAt(p+".input", "%s.input: the buffer of %q belongs to context %s, not to this instance's context %s", p, in.Input, bn, cn)
	}
	if devs := rc.ctxDevs[cn]; in.Device != "" && devs != nil && !devs[in.Device] {
		f.errAt(p+".device", "%s.device: %q is not one of context %s's devices (%s)", p, in.Device, cn, strings.Join(sortedKeys(devs), ", "))
	}
}

// region checks an instance's region [x0, y0, x1, y1].
func (rc *runtimeCheck) region(p string, r []int, ic *hostrt.InstanceConfig) {
	f := rc.f
	switch {
	case len(r) == 0:
	case len(r) != 4 || r[2] <= r[0] || r[3] <= r[1]:
		f.errAt(p+".region", "%s.region: want [x0, y0, x1, y1] with x1 > x0 and y1 > y0", p)
	case slices.Min(r) < 0 || slices.Max(r) > maxRegion:
		f.errAt(p+".region", "%s.region: coordinates are outside 0..%d", p, maxRegion)
	default:
		ic.Region = image.Rect(r[0], r[1], r[2], r[3])
	}
}

// instanceParams checks an instance's "name = expression" params.
func instanceParams(f *tomlFile, p string, in runtimeInstance) map[string]string {
	params := map[string]string{}
	for j, pe := range in.Params {
		k, v, ok := strings.Cut(pe, "=")
		k = strings.TrimSpace(k)
		if !ok || !identRE.MatchString(k) {
			f.errAt(tomlpos.IndexPath(p+".params", j), "%s.params[%d]: write \"name = expression\"", p, j)
			continue
		}
		params[k] = strings.TrimSpace(v)
		if err := hostrt.CheckParam(in.Name, k, params[k]); err != nil {
			var se *hostrt.SourceError
			if errors.As(err, &se) {
				f.errAt(tomlpos.IndexPath(p+".params", j), "%s.params[%d]: %s: %d:%d: %s", p, j, k, se.Line, se.Column, se.Msg)
			} else {
				f.errAt(tomlpos.IndexPath(p+".params", j), "%s.params[%d]: %v", p, j, err)
			}
		}
	}
	return params
}
